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

/** How to read the brand's registry again (the host's boot sets it). */
let readRegistry: (() => Promise<readonly RemoteRelease[]>) | null = null;

/** Where `registerMissingAreas` reads the registry from: the same call the boot made. */
export function setRegistrySource(read: (() => Promise<readonly RemoteRelease[]>) | null): void {
  readRegistry = read;
}

/**
 * Reads the registry again and registers the areas it names that had no release yet (an area whose first build was
 * still running when the page booted: `pnpm start` serves the login page before the other areas are built). Areas
 * already registered keep their release until the next page load, as a new release always does.
 */
export async function registerMissingAreas(): Promise<void> {
  if (!readRegistry) return;
  const added = (await readRegistry()).filter((release) => !containersByArea.has(release.area));
  if (!added.length) return;
  for (const release of added) containersByArea.set(release.area, release);
  registerRemotes(added.map((r) => ({ name: r.name, entry: r.entry })));
}

/** The release serving an area, or undefined when the registry has none. */
export function releaseFor(area: RemoteArea): RemoteRelease | undefined {
  return containersByArea.get(area);
}
