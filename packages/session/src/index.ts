export type { SessionState, StorageType } from './types';
export { sessionStore, createSessionStore, resetSessionStore } from './sessionStore';
export { useSession } from './useSession';
export { localCache } from './localCache';
export { STORAGE_PREFIX } from './storageKeys';
