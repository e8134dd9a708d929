// The only place that imports Mantine's CSS. The package is `sideEffects: false`, so a bare import of this
// file would be dropped by webpack; referencing `loadErpStyles` keeps it (ErpProviders does that).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

/** Keeps Mantine's styles in the bundle: call once at the entry of an app that does not render ErpProviders. */
export function loadErpStyles(): true {
  return true;
}
