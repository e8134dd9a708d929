export type { SessionState } from './types';
export { sessionStore, resetSessionStore } from './sessionStore';
export { useSession } from './useSession';
export { localCache } from './localCache';
export { STORAGE_PREFIX } from './storageKeys';
export { acceptHandedToken } from './handedToken';
