import { MESSAGES } from '@erp/domain';
import { HttpError } from '../http/httpError';
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
  /**
   * Counts the attempt as failed up front, atomically per key, or throws the 429 when a key is full: a burst of
   * parallel attempts gets exactly the slots left. The caller gives the slots back with `release()`.
   */
  reserve(keys: LimitKey[]): Promise<Attempt>;
  recordFailure(keys: LimitKey[]): Promise<void>;
  /** Failures of the key inside its window. */
  failures(key: LimitKey): Promise<number>;
  /** Forgets a key's failures (the account's owner just proved who they are). */
  forget(key: string): Promise<void>;
}

/** A reserved attempt: it counts unless taken back. */
export interface Attempt {
  /** Takes the reservations back (a login that succeeded, a sign-up that was refused). */
  release(): Promise<void>;
}

export function createFailureLimiter(store: FailureStore, windowMs: number, clock: Clock): FailureLimiter {
  const tooMany = async (keys: LimitKey[], now: number): Promise<HttpError | null> => {
    let waitMs = 0;
    let message: string = MESSAGES.http.tooManyAttempts;
    for (const { key, max, windowMs: keyWindowMs = windowMs, message: keyMessage } of keys) {
      const times = await store.recent(key, now - keyWindowMs);
      if (times.length < max) continue;
      // Allowed again once enough of the oldest failures have left the window to get below `max`.
      const releasing = times[times.length - max] ?? now;
      waitMs = Math.max(waitMs, releasing + keyWindowMs - now);
      if (keyMessage) message = keyMessage;
    }
    return waitMs > 0
      ? new HttpError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) })
      : null;
  };
  return {
    async reserve(keys) {
      const now = clock();
      const taken: Array<{ key: string; id: string }> = [];
      const giveBack = () => Promise.all(taken.map(({ key, id }) => store.release(key, id)));
      for (const { key, max, windowMs: keyWindowMs = windowMs } of keys) {
        const id = await store.reserve(key, now, keyWindowMs, max);
        if (id === null) {
          await giveBack();
          throw (
            (await tooMany(keys, now)) ??
            new HttpError(429, MESSAGES.http.tooManyAttempts, { 'Retry-After': '1' })
          );
        }
        taken.push({ key, id });
      }
      return {
        release: async () => {
          await giveBack();
        },
      };
    },
    async assertAllowed(keys) {
      const error = await tooMany(keys, clock());
      if (error) throw error;
    },
    async recordFailure(keys) {
      const now = clock();
      for (const { key, windowMs: keyWindowMs = windowMs } of keys) await store.add(key, now, keyWindowMs);
    },
    async failures({ key, windowMs: keyWindowMs = windowMs }) {
      const now = clock();
      return (await store.recent(key, now - keyWindowMs)).length;
    },
    forget: (key) => store.clear(key),
  };
}
