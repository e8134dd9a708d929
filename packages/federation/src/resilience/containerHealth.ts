import type { RemoteArea } from '@erp/domain';
import { releaseFor } from '../registry';
import { backoffDelay } from './backoff';
import { createCircuitBreaker, type CircuitBreaker } from './circuitBreaker';

/** One breaker per container name, for the page's lifetime: every module and every mount of a remote shares it. */
const breakers = new Map<string, CircuitBreaker>();

/** The breaker of a container, made on first use. */
export function breakerFor(container: string): CircuitBreaker {
  let breaker = breakers.get(container);
  if (!breaker) {
    breaker = createCircuitBreaker();
    breakers.set(container, breaker);
  }
  return breaker;
}

/** Forgets every breaker (tests). */
export function resetBreakers(): void {
  breakers.clear();
}

/**
 * When an area that failed should be loaded again by itself, or null when waiting would not help: no release is
 * registered for it, or its container loaded fine and the module failed while rendering (the same code would fail the
 * same way; the user can still try again by hand).
 */
export function autoRetryDelay(area: RemoteArea): number | null {
  const release = releaseFor(area);
  if (!release) return null;
  const breaker = breakers.get(release.name);
  if (!breaker || breaker.failures() === 0) return null;
  if (breaker.state() === 'open') return breaker.msUntilRequest();
  return backoffDelay(breaker.failures() - 1);
}
