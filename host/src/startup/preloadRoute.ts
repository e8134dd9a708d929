import { preloadRemote } from '@module-federation/enhanced/runtime';
import { MOUNTS, type RemoteArea, type RemoteRelease } from '@erp/domain';
import { loadSharedFor } from '@erp/federation';

/**
 * The mount of each hash route the host's table sends straight to a remote (routes/routes.tsx, which types each
 * remote's props; a test keeps the two in step).
 */
const AREA_BY_MOUNT: [mount: string, area: RemoteArea, needsSession: boolean][] = [
  [MOUNTS.auth, 'auth', false],
  [MOUNTS.cadastrarErp, 'signup', false],
  [MOUNTS.cadastrar, 'signup', false],
  [MOUNTS.pages, 'shell', true],
  [MOUNTS.administrador, 'shell', true],
  [MOUNTS.planos, 'shell', true],
];

/**
 * The area whose `Routes` the first render of `hash` loads: a main-area address without a session goes to the login.
 * Anything else (the fallback redirects, the unavailable page) is left to the router.
 */
export function areaForHash(hash: string, signedIn: boolean): RemoteArea | undefined {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  const match = AREA_BY_MOUNT.find(([mount]) => path === mount || path.startsWith(`${mount}/`));
  if (!match) return undefined;
  const [, area, needsSession] = match;
  return needsSession && !signedIn ? 'auth' : area;
}

/**
 * Starts fetching the current route's remote (its manifest, then its entry and the exposed `Routes` chunks side by
 * side) as soon as the registry has answered, instead of the manifest → entry → chunk waterfall the first render
 * would walk. Only that area: another remote's failure stays where the user meets it. Shared modules are the host's
 * (`share: false`); a failure is left to the route's own load, which shows the area's fallback.
 */
export function preloadRouteArea(hash: string, signedIn: boolean, releases: readonly RemoteRelease[]): void {
  const area = areaForHash(hash, signedIn);
  const release = releases.find((r) => r.area === area);
  if (!area || !release) return;
  // The area's part of the shared packages (packages/config/tiers.mjs) is fetched beside it.
  loadSharedFor(area);
  preloadRemote([
    {
      nameOrAlias: release.name,
      exposes: ['Routes'],
      resourceCategory: 'sync',
      share: false,
      depsRemote: false,
    },
  ]).catch(() => undefined);
}
