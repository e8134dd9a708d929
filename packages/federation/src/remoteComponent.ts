import { lazy, type ComponentType } from 'react';
import type { RemoteArea } from '@erp/domain';
import {
  forgetContainer,
  forgetContainers,
  loadedComponent,
  loadExposedComponent,
  moduleKey,
} from './loadExposed';
import { reportRemoteLoaded } from './loadReports';

/**
 * One component per exposed module and attempt, kept for the page's lifetime. React may throw away a component's
 * memoised values while the tree around it is still mounting, so a lazy made inside the component would be rebuilt,
 * and a remote that is down would be fetched again on every render. Kept here, a failed load stays failed until the
 * user asks to try again.
 */
const components = new Map<string, ComponentType<object>>();
const attempts = new Map<string, number>();

/** The current attempt at loading `area/module`. */
export function currentAttempt(area: RemoteArea, module: string): number {
  return attempts.get(moduleKey(area, module)) ?? 0;
}

/** Forgets the failed attempt, so the next render loads the remote again. */
export function nextAttempt(area: RemoteArea, module: string): number {
  const next = currentAttempt(area, module) + 1;
  attempts.set(moduleKey(area, module), next);
  forgetContainer(area);
  return next;
}

/**
 * The component for the current attempt at `area/module`: the loaded component itself when this page has already
 * loaded it (the shell's idle prefetch), so the visit draws in one pass; otherwise a lazy one that loads it.
 */
export function remoteComponent(area: RemoteArea, module: string): ComponentType<object> {
  const key = `${moduleKey(area, module)}#${currentAttempt(area, module)}`;
  let component = components.get(key);
  if (!component) {
    const loaded = loadedComponent<object>(area, module);
    if (loaded) reportRemoteLoaded(area);
    component =
      loaded ??
      lazy(async () => {
        const fetched = await loadExposedComponent<object>(area, module);
        // Failures are reported by the area's error boundary, which also sees errors thrown while rendering.
        reportRemoteLoaded(area);
        return { default: fetched };
      });
    components.set(key, component);
  }
  return component;
}

/** Forgets every loaded component (tests). */
export function resetRemoteComponents(): void {
  components.clear();
  attempts.clear();
  forgetContainers();
}
