/**
 * How the host waits for, retries and gives up on a remote. One place, so the back-off, the breaker and the load
 * timeout are tuned together: a remote that is down is asked again after 1 s, 2 s, 4 s… (never more often than the
 * cap), and after a few failures in a row nobody asks it at all until its cool-down has passed.
 */
export const RESILIENCE = {
  /** A remote that has not answered by then is treated as down, so its area never spins forever (a slow 5 s remote still makes it). */
  loadTimeoutMs: 8_000,
  /** First automatic retry after a failed load; each further failure doubles it. */
  retryBaseMs: 1_000,
  /** No wait (back-off or cool-down) grows past this. */
  retryMaxMs: 30_000,
  /** Each wait is spread by ± this fraction, so many open pages do not ask a returning remote at the same instant. */
  retryJitter: 0.2,
  /** Consecutive failed loads of one container that open its circuit. */
  failureThreshold: 3,
} as const;
