import { CACHE_PREFIX } from './storageKeys';
import { keysWithPrefix, readItem, webStorage, writeItem } from './webStorage';

/** What is stored per entry: the value and when it stops being valid (epoch ms). */
interface CacheEnvelope {
  value: unknown;
  expiresAt: number;
}

function isEnvelope(data: unknown): data is CacheEnvelope {
  return (
    typeof data === 'object' &&
    data !== null &&
    'value' in data &&
    'expiresAt' in data &&
    typeof data.expiresAt === 'number'
  );
}

const storage = (): Storage | null => webStorage('local');

/**
 * Expiring cache in localStorage (spec 000 §4 "Cache"). Values are JSON, so only plain data belongs here;
 * the reader (the API client) validates what it gets back.
 */
export const localCache = {
  /** The value under `key`, or undefined when absent, unreadable or expired (those are removed). */
  get<T>(key: string): T | undefined {
    const fullKey = CACHE_PREFIX + key;
    const raw = readItem(storage(), fullKey);
    if (raw === null) return undefined;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      data = undefined;
    }
    if (!isEnvelope(data) || data.expiresAt <= Date.now()) {
      writeItem(storage(), fullKey, null);
      return undefined;
    }
    return data.value as T;
  },

  /** Stores `value` for `ttlMs` milliseconds; a full storage silently skips caching. */
  set<T>(key: string, value: T, ttlMs: number): void {
    const envelope: CacheEnvelope = { value, expiresAt: Date.now() + ttlMs };
    writeItem(storage(), CACHE_PREFIX + key, JSON.stringify(envelope));
  },

  /** Removes every entry whose key starts with `keyPrefix` (after an update or delete). */
  invalidate(keyPrefix: string): void {
    for (const key of keysWithPrefix(storage(), CACHE_PREFIX + keyPrefix)) writeItem(storage(), key, null);
  },

  /** Removes every cached entry and nothing else (session and other keys stay). */
  clear(): void {
    for (const key of keysWithPrefix(storage(), CACHE_PREFIX)) writeItem(storage(), key, null);
  },
};
