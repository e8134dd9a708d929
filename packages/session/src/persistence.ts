import { SESSION_KEYS, STORAGE_TYPE_KEY } from './storageKeys';
import type { PersistedSession, StorageType } from './types';
import { readItem, webStorage, writeItem } from './webStorage';

function readStorageType(): StorageType {
  return readItem(webStorage('local'), STORAGE_TYPE_KEY) === 'session' ? 'session' : 'local';
}

/** Parses a stored JSON object; anything else (corrupt, edited by hand) reads as absent. */
function readObject<T>(storage: Storage | null, key: string): T | null {
  const raw = readItem(storage, key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as T) : null;
  } catch {
    return null;
  }
}

/** The session as the last visit left it. */
export function readPersistedSession(): PersistedSession {
  const storageType = readStorageType();
  const storage = webStorage(storageType);
  return {
    storageType,
    token: readItem(storage, SESSION_KEYS.token),
    loginUser: readObject(storage, SESSION_KEYS.loginUser),
    user: readObject(storage, SESSION_KEYS.user),
    clientView: readObject(storage, SESSION_KEYS.clientView),
  };
}

function writeSession(storage: Storage | null, session: PersistedSession | null): void {
  writeItem(storage, SESSION_KEYS.token, session?.token ?? null);
  writeItem(storage, SESSION_KEYS.loginUser, session?.loginUser ? JSON.stringify(session.loginUser) : null);
  writeItem(storage, SESSION_KEYS.user, session?.user ? JSON.stringify(session.user) : null);
  writeItem(
    storage,
    SESSION_KEYS.clientView,
    session?.clientView ? JSON.stringify(session.clientView) : null,
  );
}

/**
 * Mirrors a state change into storage. A storage type switch empties the old storage so a token never
 * lingers in localStorage after the user chose a session that ends with the browser.
 */
export function persistSession(next: PersistedSession, previous: PersistedSession): void {
  if (next.storageType !== previous.storageType) {
    writeItem(webStorage('local'), STORAGE_TYPE_KEY, next.storageType);
    writeSession(webStorage(previous.storageType), null);
    writeSession(webStorage(next.storageType), next);
    return;
  }
  if (
    next.token === previous.token &&
    next.loginUser === previous.loginUser &&
    next.user === previous.user &&
    next.clientView === previous.clientView
  )
    return;
  writeSession(webStorage(next.storageType), next);
}

/** Removes every persisted session key from both storages (tests, and a defensive full sign-out). */
export function clearPersistedSession(): void {
  writeSession(webStorage('local'), null);
  writeSession(webStorage('session'), null);
  writeItem(webStorage('local'), STORAGE_TYPE_KEY, null);
}
