import { useState, type FormEvent } from 'react';
import { OVERRIDE_PANEL_TEXTS } from './overrideTexts';
import { storeOverride } from './overrideStore';
import { parseOverride } from './remoteOverride';
import { OVERRIDE_BAR } from './overrideStyles';

/** Development builds only: sets an override for this browser by hand (the address parameter does the same). */
export function OverridePanel() {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const override = parseOverride(text);
    setInvalid(!override);
    if (!override) return;
    storeOverride(override);
    window.location.reload();
  };
  return (
    <form style={OVERRIDE_BAR} onSubmit={submit} aria-label={OVERRIDE_PANEL_TEXTS.title}>
      <label>
        {OVERRIDE_PANEL_TEXTS.title}{' '}
        <input
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          placeholder={OVERRIDE_PANEL_TEXTS.field}
          aria-invalid={invalid}
          size={60}
        />
      </label>
      <button type="submit">{OVERRIDE_PANEL_TEXTS.apply}</button>
      {invalid && <span role="alert">{OVERRIDE_PANEL_TEXTS.invalid}</span>}
    </form>
  );
}
