import { parseOverride, type RemoteOverride } from './remoteOverride';

/** Where a browser keeps its remote overrides: this browser only, every brand of this origin. */
export const OVERRIDES_KEY = 'erp:remote-overrides';
/** The address parameter that sets one (`?remote-override=shell@http://localhost:9083/mf-manifest.json`). */
export const OVERRIDE_PARAM = 'remote-override';

type OverrideStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): OverrideStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

/** The overrides this browser keeps; anything unreadable counts as none. */
export function storedOverrides(storage: OverrideStorage | null = browserStorage()): RemoteOverride[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(OVERRIDES_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw
      .map((item: unknown) =>
        typeof item === 'object' && item !== null && 'container' in item && 'entry' in item
          ? parseOverride(`${String(item.container)}@${String(item.entry)}`)
          : null,
      )
      .filter((o): o is RemoteOverride => o !== null);
  } catch {
    return [];
  }
}

function save(overrides: readonly RemoteOverride[], storage: OverrideStorage | null): void {
  try {
    if (overrides.length) storage?.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
    else storage?.removeItem(OVERRIDES_KEY);
  } catch {
    // Quota or privacy errors: the override lasts for this page only.
  }
}

/** Keeps `override` in this browser, in place of an earlier one for the same container. */
export function storeOverride(
  override: RemoteOverride,
  storage: OverrideStorage | null = browserStorage(),
): void {
  save([...storedOverrides(storage).filter((o) => o.container !== override.container), override], storage);
}

/** Forgets this browser's override of `container`: its area comes from the registry again on the next load. */
export function removeStoredOverride(
  container: string,
  storage: OverrideStorage | null = browserStorage(),
): void {
  save(
    storedOverrides(storage).filter((o) => o.container !== container),
    storage,
  );
}

/**
 * The overrides the address asks for, kept in this browser, and the address without them (so a copied link or a
 * reload does not carry them further). What is not of the `container@manifest` form is dropped.
 */
export function takeAddressOverrides(
  address: string,
  storage: OverrideStorage | null = browserStorage(),
): { overrides: RemoteOverride[]; address: string } {
  const url = new URL(address);
  const asked = url.searchParams.getAll(OVERRIDE_PARAM);
  if (!asked.length) return { overrides: [], address };
  url.searchParams.delete(OVERRIDE_PARAM);
  const overrides = asked.map(parseOverride).filter((o): o is RemoteOverride => o !== null);
  for (const override of overrides) storeOverride(override, storage);
  return { overrides, address: url.href };
}

/**
 * Whether this page has anything to override: only then is the override code fetched (it stays off every other
 * page's start-up).
 */
export function overridesRequested(
  address: string,
  storage: OverrideStorage | null = browserStorage(),
): boolean {
  if (address.includes(`${OVERRIDE_PARAM}=`)) return true;
  try {
    return Boolean(storage?.getItem(OVERRIDES_KEY));
  } catch {
    return false;
  }
}
