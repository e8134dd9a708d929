import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteArea } from '@erp/domain';
import { releaseFor } from './registry';
import { breakerFor } from './resilience/containerHealth';
import { forgetManifestLoad } from './resilience/runtimeCache';

/** Areas already asked for on this page: the menu re-renders, the prefetch does not repeat. */
const asked = new Set<RemoteArea>();

type Idle = (run: () => void) => void;

/** After the page has drawn and the browser has nothing else to do; within 2 s at the latest. */
const whenIdle: Idle = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
};

/**
 * Loads and runs the `Routes` of the areas the user can open next (the shell passes those its menu offers), one at a
 * time while the browser is idle, so that the first visit of each draws at once instead of waiting for its manifest,
 * entry and chunks and their evaluation (~0.4-0.8 s on a slow machine). It leaves no trace the real visit could trip
 * over: an area without a release or with an open circuit is skipped, a failure is not recorded (the visit meets and
 * reports it) and the manifest load it may have left in the runtime is forgotten.
 */
export function prefetchAreas(areas: readonly RemoteArea[], idle: Idle = whenIdle): void {
  const fresh = areas.filter((area) => !asked.has(area));
  if (fresh.length === 0) return;
  for (const area of fresh) asked.add(area);
  idle(() => {
    void fresh.reduce((previous, area) => previous.then(() => prefetch(area)), Promise.resolve());
  });
}

async function prefetch(area: RemoteArea): Promise<void> {
  const release = releaseFor(area);
  if (!release || breakerFor(release.name).state() !== 'closed') return;
  try {
    await loadRemote(`${release.name}/Routes`);
  } catch {
    forgetManifestLoad(release.entry);
  }
}

/** Forgets which areas were asked for (tests). */
export function resetPrefetch(): void {
  asked.clear();
}
