import { randomBytes } from 'node:crypto';

/**
 * Where failed attempts are counted. The in-memory store serves one API process; a Redis store (sorted set per key:
 * ZADD, ZREMRANGEBYSCORE, ZRANGE, and a script for `reserve`) implements the same calls when several processes share
 * the limits.
 */
export interface FailureStore {
  /** Timestamps (ms) of the key's failures newer than `since`, oldest first. */
  recent(key: string, since: number): Promise<number[]>;
  /** Records a failure at `at`; entries older than `at - windowMs` may be dropped. */
  add(key: string, at: number, windowMs: number): Promise<void>;
  /**
   * Atomically: when fewer than `max` entries are inside the window, records one at `at` and returns its id (an
   * attempt counts as failed until released); otherwise records nothing and returns null. Check and record in one
   * step, so a parallel burst cannot all pass a check made before any of them failed.
   */
  reserve(key: string, at: number, windowMs: number, max: number): Promise<string | null>;
  /** Takes back a reserved entry (the attempt succeeded). */
  release(key: string, id: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export function entryId(at: number): string {
  return `${at}-${randomBytes(6).toString('hex')}`;
}

interface Entry {
  at: number;
  id: string;
}

/** Process-local store; sweeps idle keys now and then so a flood of distinct e-mails cannot grow it forever. */
export class MemoryFailureStore implements FailureStore {
  private readonly entries = new Map<string, { items: Entry[]; windowMs: number }>();
  private writes = 0;

  async recent(key: string, since: number): Promise<number[]> {
    return (this.entries.get(key)?.items ?? []).filter((e) => e.at > since).map((e) => e.at);
  }

  async add(key: string, at: number, windowMs: number): Promise<void> {
    this.push(key, at, windowMs);
  }

  // No await between the count and the push: on one event loop that is atomic.
  async reserve(key: string, at: number, windowMs: number, max: number): Promise<string | null> {
    const inWindow = (this.entries.get(key)?.items ?? []).filter((e) => e.at > at - windowMs);
    if (inWindow.length >= max) return null;
    return this.push(key, at, windowMs);
  }

  async release(key: string, id: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry) entry.items = entry.items.filter((e) => e.id !== id);
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private push(key: string, at: number, windowMs: number): string {
    const entry = this.entries.get(key) ?? { items: [], windowMs };
    const id = entryId(at);
    entry.items = [...entry.items.filter((e) => e.at > at - windowMs), { at, id }];
    entry.windowMs = windowMs;
    this.entries.set(key, entry);
    this.writes += 1;
    if (this.writes % 1000 === 0) this.sweep(at);
    return id;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) {
      if (!entry.items.some((e) => e.at > now - entry.windowMs)) this.entries.delete(key);
    }
  }
}
