import type { CSSProperties } from 'react';
import { OVERRIDE_TEXTS } from './overrideTexts';
import { removeStoredOverride } from './overrideStore';
import { OverridePanel } from './OverridePanel';
import { OVERRIDE_BAR } from './overrideStyles';
import type { OverrideState } from './resolveOverrides';

const LOADED: CSSProperties = { ...OVERRIDE_BAR, background: '#fff3bf', borderBottom: '1px solid #f08c00' };
const REFUSED: CSSProperties = { ...OVERRIDE_BAR, background: '#ffe3e3', borderBottom: '1px solid #e03131' };

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

/** What this page loads from elsewhere than the registry, with a way back; a development build adds the panel. */
export default function OverrideBanner({ overrides }: { overrides: readonly OverrideState[] }) {
  return (
    <section aria-label={OVERRIDE_TEXTS.regions}>
      {overrides.map((state) => (
        <OverrideLine key={state.container} state={state} />
      ))}
      {/* A constant in every build: a production build drops the panel, its code and its texts. */}
      {process.env.NODE_ENV !== 'production' && <OverridePanel />}
    </section>
  );
}
