import type { RemoteArea } from '@erp/domain';
import { loadExposedComponent } from './loadExposed';
import { releaseFor } from './registry';
import { breakerFor } from './resilience/containerHealth';
import { whenIdle } from './whenIdle';

/** Areas already asked for on this page: the menu re-renders, the prefetch does not repeat. */
const asked = new Set<RemoteArea>();

type Idle = (run: () => void) => void;

/**
 * Loads and runs the `Routes` of the areas the user can open next (the shell passes those its menu offers), one at a
 * time while the browser is idle, so that the first visit of each draws at once instead of waiting for its manifest,
 * entry and chunks and their evaluation (~0.4-0.8 s on a slow machine). It is the area's first load, as a visit's
 * would be: a visit during it waits for it instead of asking the remote again, and a remote found down is down for
 * the visit too (its fallback, then the usual retries), so a dead remote is still asked once per attempt. An area
 * without a release or with an open circuit is skipped.
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
  // The visit shows a failure; here there is no one to show it to.
  await loadExposedComponent(area, 'Routes').catch(() => undefined);
}

/** Forgets which areas were asked for (tests). */
export function resetPrefetch(): void {
  asked.clear();
}
