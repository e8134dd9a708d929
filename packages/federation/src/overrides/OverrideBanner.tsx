import { useState, type CSSProperties, type FormEvent } from 'react';
import { OVERRIDE_TEXTS } from './overrideTexts';
import { removeStoredOverride, storeOverride } from './overrideStore';
import { parseOverride } from './remoteOverride';
import type { OverrideState } from './resolveOverrides';

// Plain elements, not Mantine: the banner is drawn above every area, before and after sign-in, and must not pull
// more of the shared UI packages onto the login route than its own chunk.

const BAR: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: '4px 12px',
  font: '13px/1.4 system-ui, sans-serif',
  color: '#1a1b1e',
};
const LOADED: CSSProperties = { ...BAR, background: '#fff3bf', borderBottom: '1px solid #f08c00' };
const REFUSED: CSSProperties = { ...BAR, background: '#ffe3e3', borderBottom: '1px solid #e03131' };

/** Removes this browser's override and loads the page again: the area then comes from the registry. */
function remove(container: string): void {
  removeStoredOverride(container);
  window.location.reload();
}

function OverrideLine({ state }: { state: OverrideState }) {
  const loaded = state.refused === null;
  return (
    <div style={loaded ? LOADED : REFUSED} role={loaded ? 'status' : 'alert'}>
      <span>
        {loaded
          ? OVERRIDE_TEXTS.loadedFrom(state.area, state.entry)
          : OVERRIDE_TEXTS.refused(state.area, state.entry)}
        {state.source === 'dev' ? ` ${OVERRIDE_TEXTS.devServer}` : ''}
      </span>
      {state.refused?.map((reason) => (
        <span key={reason}>— {reason}</span>
      ))}
      {state.source === 'browser' && (
        <button type="button" onClick={() => remove(state.container)}>
          {OVERRIDE_TEXTS.remove}
        </button>
      )}
    </div>
  );
}

/** Development builds only: sets an override for this browser by hand (the address parameter does the same). */
function OverridePanel() {
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
    <form style={BAR} onSubmit={submit} aria-label={OVERRIDE_TEXTS.panelTitle}>
      <label>
        {OVERRIDE_TEXTS.panelTitle}{' '}
        <input
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          placeholder={OVERRIDE_TEXTS.panelField}
          aria-invalid={invalid}
          size={60}
        />
      </label>
      <button type="submit">{OVERRIDE_TEXTS.panelApply}</button>
      {invalid && <span role="alert">{OVERRIDE_TEXTS.panelInvalid}</span>}
    </form>
  );
}

/** What this page loads from elsewhere than the registry, with a way back; a development build adds the panel. */
export default function OverrideBanner({ overrides }: { overrides: readonly OverrideState[] }) {
  return (
    <section aria-label={OVERRIDE_TEXTS.regions}>
      {overrides.map((state) => (
        <OverrideLine key={state.container} state={state} />
      ))}
      {process.env.NODE_ENV !== 'production' && <OverridePanel />}
    </section>
  );
}
