import { HttpError, MESSAGES } from '../http/httpError';
import type { Clock } from './clock';
import type { FailureStore } from './failureStore';

/** One counter to check: e.g. `login:email:ana@x.com` allowing 10 failures. */
export interface LimitKey {
  key: string;
  max: number;
  /** This key's window, when it is not the limiter's (sign-ups count per hour, failures per 15 minutes). */
  windowMs?: number;
  /** This key's 429 message, when it is not the failed-attempts one. */
  message?: string;
}

/**
 * Sliding-window limit on FAILED attempts. Successes are never counted, so a whole office behind one address signing
 * in correctly is never throttled, while guessing one account's password stops after `max` misses.
 */
export interface FailureLimiter {
  /** Throws a 429 (with Retry-After) when any key already has `max` failures inside the window. */
  assertAllowed(keys: LimitKey[]): Promise<void>;
  recordFailure(keys: LimitKey[]): Promise<void>;
  /** Forgets a key's failures (the account's owner just proved who they are). */
  forget(key: string): Promise<void>;
}

export function createFailureLimiter(store: FailureStore, windowMs: number, clock: Clock): FailureLimiter {
  return {
    async assertAllowed(keys) {
      const now = clock();
      let waitMs = 0;
      let message: string = MESSAGES.tooManyAttempts;
      for (const { key, max, windowMs: keyWindowMs = windowMs, message: keyMessage } of keys) {
        const times = await store.recent(key, now - keyWindowMs);
        if (times.length < max) continue;
        // Allowed again once enough of the oldest failures have left the window to get below `max`.
        const releasing = times[times.length - max] ?? now;
        waitMs = Math.max(waitMs, releasing + keyWindowMs - now);
        if (keyMessage) message = keyMessage;
      }
      if (waitMs > 0) {
        throw new HttpError(429, message, {
          'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
        });
      }
    },
    async recordFailure(keys) {
      const now = clock();
      for (const { key, windowMs: keyWindowMs = windowMs } of keys) await store.add(key, now, keyWindowMs);
    },
    forget: (key) => store.clear(key),
  };
}
