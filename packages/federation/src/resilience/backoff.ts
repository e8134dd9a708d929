import { RESILIENCE } from './settings';

export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  jitter?: number;
  /** A number in [0, 1); tests pass a fixed one. */
  random?: () => number;
}

/**
 * The wait before retry number `retry` (0 for the first): base · 2^retry, capped, then spread by ± jitter and capped
 * again, so the cap really is the longest wait.
 */
export function backoffDelay(retry: number, options: BackoffOptions = {}): number {
  const {
    baseMs = RESILIENCE.retryBaseMs,
    maxMs = RESILIENCE.retryMaxMs,
    jitter = RESILIENCE.retryJitter,
    random = Math.random,
  } = options;
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, retry));
  const spread = 1 + jitter * (2 * random() - 1);
  return Math.round(Math.min(maxMs, exponential * spread));
}
