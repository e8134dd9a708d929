import type { RemoteArea } from '@erp/domain';
import { releaseFor } from '../registry';
import { backoffDelay } from './backoff';
import { createCircuitBreaker, type CircuitBreaker } from './circuitBreaker';

interface Health {
  breaker: CircuitBreaker;
  /** When the areas of this container try again by themselves: one instant for all, so they share one load. */
  retryAt: number;
}

/** One record per container name, for the page's lifetime: every module and every mount of a remote shares it. */
const health = new Map<string, Health>();

function healthOf(container: string): Health {
  let h = health.get(container);
  if (!h) {
    h = { breaker: createCircuitBreaker(), retryAt: 0 };
    health.set(container, h);
  }
  return h;
}

/** The breaker of a container, made on first use. */
export function breakerFor(container: string): CircuitBreaker {
  return healthOf(container).breaker;
}

/**
 * Records how a fresh load of a container ended. A failure sets when it is tried again: after the back-off step of
 * its consecutive failures, or when its open circuit lets a probe through.
 */
export function recordLoad(container: string, ok: boolean): void {
  const { breaker } = healthOf(container);
  if (ok) {
    breaker.recordSuccess();
    return;
  }
  breaker.recordFailure();
  const wait = breaker.state() === 'open' ? breaker.msUntilRequest() : backoffDelay(breaker.failures() - 1);
  healthOf(container).retryAt = Date.now() + wait;
}

/**
 * The record of an area the registry does not name yet (its first build still running): its retries read the
 * registry again, with the same back-off as a container that is down.
 */
export function unpublishedArea(area: RemoteArea): string {
  return `(sem versão publicada) ${area}`;
}

/** Forgets every container's record (tests). */
export function resetBreakers(): void {
  health.clear();
}

/**
 * In how many milliseconds an area that failed should be loaded again by itself (an area with no release yet reads
 * the registry again), or null when waiting would not help: its container loaded fine and the module failed while
 * rendering (the same code would fail the same way; the user can still try again by hand).
 */
export function autoRetryDelay(area: RemoteArea): number | null {
  const release = releaseFor(area);
  const h = health.get(release ? release.name : unpublishedArea(area));
  if (!h || h.breaker.failures() === 0) return null;
  return Math.max(0, h.retryAt - Date.now());
}
