import type { RemoteArea, RemoteRelease } from '@erp/domain';

/**
 * One container loaded from another build's manifest instead of the registry's version: set by `pnpm dev` for its
 * development host, or by a browser for itself (`?remote-override=shell@http://localhost:9083/mf-manifest.json`).
 */
export interface RemoteOverride {
  /** The registry's container name (`shell`, `signup_acme`); an area's name when the registry has none for it. */
  container: string;
  /** The other build's `mf-manifest.json`. */
  entry: string;
}

const AREAS: readonly RemoteArea[] = ['auth', 'signup', 'shell', 'reports', 'admin'];
const CONTAINER = /^[a-z][a-z0-9_]*$/;

/** `container@http(s)://…/mf-manifest.json`, or null when the text is not of that form. */
export function parseOverride(text: string): RemoteOverride | null {
  const at = text.indexOf('@');
  if (at <= 0) return null;
  const container = text.slice(0, at).trim();
  const entry = text.slice(at + 1).trim();
  if (!CONTAINER.test(container)) return null;
  try {
    const url = new URL(entry);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.pathname.endsWith('.json')) return null;
    return { container, entry: url.href };
  } catch {
    return null;
  }
}

/** A comma-separated list of overrides (`pnpm dev shell reports`); what is not an override is left out. */
export function parseOverrideList(list: string): RemoteOverride[] {
  return list
    .split(',')
    .map((item) => parseOverride(item))
    .filter((o): o is RemoteOverride => o !== null);
}

/**
 * The area an override serves: its container's in the registry, or, when the registry has no version of the area it
 * is named after, that area. A brand whose area another container serves (brand 2's `signup` is `signup_acme`) keeps
 * it: the override names a container, and that brand does not use it.
 */
export function areaOfOverride(
  override: RemoteOverride,
  releases: readonly RemoteRelease[],
): RemoteArea | undefined {
  const release = releases.find((r) => r.name === override.container);
  if (release) return release.area;
  const area = AREAS.find((a) => a === override.container);
  return area && !releases.some((r) => r.area === area) ? area : undefined;
}

/**
 * The registry's releases with each override's build in place of its container's version (or, for an area the
 * registry has no version of yet, added). The version names the override's manifest, so nothing mistakes it for one
 * of the registry's (the canary's load reports skip it: see `isOverridden`).
 */
export function withOverrides(
  releases: readonly RemoteRelease[],
  overrides: readonly RemoteOverride[],
): RemoteRelease[] {
  const result = [...releases];
  for (const override of overrides) {
    const area = areaOfOverride(override, releases);
    if (!area) continue;
    const release: RemoteRelease = {
      name: override.container,
      area,
      entry: override.entry,
      version: override.entry,
    };
    const index = result.findIndex((r) => r.name === override.container);
    if (index >= 0) result[index] = release;
    else result.push(release);
  }
  return result;
}

/** Whether a release is an override's build (whose loads and failures are not the registry version's). */
export function isOverride(release: RemoteRelease): boolean {
  return release.version === release.entry;
}
