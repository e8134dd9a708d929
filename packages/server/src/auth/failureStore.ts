/**
 * Where failed attempts are counted. The in-memory store serves one API process; a Redis store (sorted set per key:
 * ZADD, ZREMRANGEBYSCORE, ZRANGE) implements the same three calls when several processes share the limits.
 */
export interface FailureStore {
  /** Timestamps (ms) of the key's failures newer than `since`, oldest first. */
  recent(key: string, since: number): Promise<number[]>;
  /** Records a failure at `at`; entries older than `at - windowMs` may be dropped. */
  add(key: string, at: number, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Process-local store; sweeps idle keys now and then so a flood of distinct e-mails cannot grow it forever. */
export class MemoryFailureStore implements FailureStore {
  private readonly entries = new Map<string, { times: number[]; windowMs: number }>();
  private writes = 0;

  async recent(key: string, since: number): Promise<number[]> {
    return (this.entries.get(key)?.times ?? []).filter((t) => t > since);
  }

  async add(key: string, at: number, windowMs: number): Promise<void> {
    const entry = this.entries.get(key) ?? { times: [], windowMs };
    entry.times = [...entry.times.filter((t) => t > at - windowMs), at];
    entry.windowMs = windowMs;
    this.entries.set(key, entry);
    this.writes += 1;
    if (this.writes % 1000 === 0) this.sweep(at);
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) {
      if (!entry.times.some((t) => t > now - entry.windowMs)) this.entries.delete(key);
    }
  }
}
