import { backoffDelay } from './backoff';
import { RESILIENCE } from './settings';

/** closed: requests go through; open: none until the cool-down ends; half-open: one probe is out. */
export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold?: number;
  /** How long the circuit stays open after the `failures`-th consecutive failure. */
  coolDownMs?: (failures: number) => number;
  now?: () => number;
}

export interface CircuitBreaker {
  state(): CircuitState;
  /** Consecutive failures since the last success. */
  failures(): number;
  /** Whether a request may go out now; an open circuit whose cool-down has passed lets exactly one probe through. */
  tryRequest(): boolean;
  recordSuccess(): void;
  recordFailure(): void;
  /** Milliseconds until the next request may go out (0 when it may go now). */
  msUntilRequest(): number;
}

/**
 * A breaker for one remote container. The cool-down follows the retry back-off (by default the wait after the same
 * number of failures), so a remote that stays down is probed less and less often, up to the cap, and one that comes
 * back is found by the next probe.
 */
export function createCircuitBreaker(options: CircuitBreakerOptions = {}): CircuitBreaker {
  const threshold = options.failureThreshold ?? RESILIENCE.failureThreshold;
  const coolDownMs = options.coolDownMs ?? ((failures: number) => backoffDelay(failures - 1));
  const now = options.now ?? Date.now;
  let state: CircuitState = 'closed';
  let failures = 0;
  let reopensAt = 0;

  const open = () => {
    state = 'open';
    reopensAt = now() + coolDownMs(failures);
  };

  return {
    state: () => state,
    failures: () => failures,
    tryRequest() {
      if (state === 'closed') return true;
      if (state === 'half-open') return false;
      if (now() < reopensAt) return false;
      state = 'half-open';
      return true;
    },
    recordSuccess() {
      state = 'closed';
      failures = 0;
    },
    recordFailure() {
      failures += 1;
      if (state === 'half-open' || failures >= threshold) open();
    },
    msUntilRequest() {
      if (state === 'closed') return 0;
      if (state === 'half-open') return Number.POSITIVE_INFINITY;
      return Math.max(0, reopensAt - now());
    },
  };
}
