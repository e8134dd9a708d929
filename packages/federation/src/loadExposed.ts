import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteArea } from '@erp/domain';
import { registerMissingAreas, releaseFor } from './registry';
import { loadSharedFor } from './sharedForArea';
import { breakerFor, recordLoad, resetBreakers, unpublishedArea } from './resilience/containerHealth';
import { forgetManifestLoad } from './resilience/runtimeCache';
import { RESILIENCE } from './resilience/settings';
import { REMOTE_LOAD_ERROR_TEXTS } from './texts';

export class RemoteLoadError extends Error {
  constructor(
    readonly area: RemoteArea,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The first load of each area's container, kept until someone tries again. Several modules of one remote (its routes,
 * a component it lends the header) load at the same time: the others wait for the first, so a remote that is down is
 * fetched once per page, not once per module, and they all fail together.
 */
const firstLoads = new Map<RemoteArea, Promise<unknown>>();

/** `area/module`: how an exposed module of an area is named in this package's caches. */
export function moduleKey(area: RemoteArea, module: string): string {
  return `${area}/${module}`;
}

/**
 * Exposed components already loaded on this page (`area/module`): a visit after the idle prefetch renders them at
 * once, without suspending on the runtime's asynchronous lookup of a module it already holds.
 */
const loadedComponents = new Map<string, ComponentType<object>>();

/** The component `area/module` resolved to earlier on this page, if it has loaded. */
export function loadedComponent<P extends object>(
  area: RemoteArea,
  module: string,
): ComponentType<P> | undefined {
  return loadedComponents.get(moduleKey(area, module)) as ComponentType<P> | undefined;
}

/** First loads that failed: the only ones trying again may forget. */
const failedLoads = new WeakSet<Promise<unknown>>();

/**
 * Forgets the failed first load of an area's container, so the next module load fetches the remote again. A load
 * still under way is kept: the second module of a remote to try again joins it instead of fetching the remote twice.
 */
export function forgetContainer(area: RemoteArea): void {
  const first = firstLoads.get(area);
  if (first && !failedLoads.has(first)) return;
  firstLoads.delete(area);
  const release = releaseFor(area);
  if (release) forgetManifestLoad(release.entry);
}

/** Forgets every container's first load and breaker (tests). */
export function forgetContainers(): void {
  firstLoads.clear();
  loadedComponents.clear();
  resetBreakers();
}

/** Loads `<container>/<module>` of the container serving `area` and returns its default export as a component. */
export async function loadExposedComponent<P extends object>(
  area: RemoteArea,
  module: string,
  timeoutMs: number = RESILIENCE.loadTimeoutMs,
): Promise<ComponentType<P>> {
  // An area the boot's registry did not name may have been published since: each attempt asks again.
  if (!releaseFor(area)) await registerMissingAreas().catch(() => undefined);
  const release = releaseFor(area);
  if (!release) {
    recordLoad(unpublishedArea(area), false);
    throw new RemoteLoadError(area, REMOTE_LOAD_ERROR_TEXTS.unpublished(area));
  }
  const first = firstLoads.get(area);
  if (first) await first;
  // Only a fresh load of the container asks the remote; an open circuit asks nothing until its cool-down ends.
  const breaker = breakerFor(release.name);
  if (!first && !breaker.tryRequest()) {
    throw new RemoteLoadError(area, REMOTE_LOAD_ERROR_TEXTS.down(area));
  }
  if (!first) loadSharedFor(area);
  const load = withTimeout(
    loadRemote<{ default: ComponentType<P> }>(`${release.name}/${module}`),
    timeoutMs,
    () => new RemoteLoadError(area, REMOTE_LOAD_ERROR_TEXTS.timeout(area)),
  );
  if (!first) {
    firstLoads.set(area, load);
    load.then(
      () => recordLoad(release.name, true),
      () => {
        failedLoads.add(load);
        recordLoad(release.name, false);
      },
    );
  }
  const exposed = await load;
  if (!exposed || typeof exposed.default !== 'function') {
    throw new RemoteLoadError(area, REMOTE_LOAD_ERROR_TEXTS.notExposed(area, module));
  }
  loadedComponents.set(moduleKey(area, module), exposed.default as ComponentType<object>);
  return exposed.default;
}
