import type { StorageType } from './types';

/**
 * The browser storage for a storage type, or null where there is none (server, tests without jsdom)
 * or where reading it throws (privacy modes, sandboxed frames).
 */
export function webStorage(type: StorageType): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return type === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads a raw value; a storage that throws counts as empty. */
export function readItem(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes or, for null, removes a value; a full or unavailable storage only loses persistence, never the session. */
export function writeItem(storage: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the in-memory state stays authoritative.
  }
}

/** Keys of a storage starting with a prefix, copied first because removing while iterating shifts indexes. */
export function keysWithPrefix(storage: Storage | null, prefix: string): string[] {
  if (!storage) return [];
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys;
}
