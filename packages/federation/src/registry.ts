import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteArea, RemoteRelease } from '@erp/domain';

/**
 * Which container serves each area for the current brand. The host fills it once at boot from the API's registry;
 * remotes read it through RemoteModule, so a brand's override (signup → signup_acme) needs no code anywhere else.
 */
const containersByArea = new Map<RemoteArea, RemoteRelease>();

/** Registers the brand's releases with the federation runtime. Each version has its own immutable entry URL. */
export function registerReleases(releases: readonly RemoteRelease[]): void {
  containersByArea.clear();
  for (const release of releases) containersByArea.set(release.area, release);
  registerRemotes(
    releases.map((r) => ({ name: r.name, entry: r.entry })),
    { force: true },
  );
}

/** The release serving an area, or undefined when the registry has none. */
export function releaseFor(area: RemoteArea): RemoteRelease | undefined {
  return containersByArea.get(area);
}
