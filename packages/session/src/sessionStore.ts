import { createStore, type StoreApi } from 'zustand/vanilla';
import { markModuleInstance } from '@erp/domain';
import { localCache } from './localCache';
import { clearPersistedSession, persistSession, readPersistedSession } from './persistence';
import type { SessionState } from './types';

/** A session store hydrated from storage and mirrored back into it on every change. */
export function createSessionStore(): StoreApi<SessionState> {
  const store = createStore<SessionState>()((set, get) => ({
    ...readPersistedSession(),
    config: null,
    apiEndpoint: null,
    signIn: ({ token, loginUser, storageType }) => {
      // Another account's user info must never show under a new token.
      const user = get().token === token ? get().user : null;
      set({ token, loginUser, user, clientView: null, ...(storageType ? { storageType } : {}) });
    },
    setUser: (user) => set({ user }),
    setConfig: (config, apiEndpoint) => set({ config, apiEndpoint }),
    setStorageType: (storageType) => set({ storageType }),
    enterClientView: ({ token, empresa }) => {
      const { clientView, token: current, loginUser, user } = get();
      const admin = clientView?.admin ?? (current ? { token: current, loginUser, user } : null);
      if (!admin) return;
      // The view's user info is another (read-only) session's: it is loaded afresh for the new token.
      set({ token, user: null, clientView: { empresaId: empresa.id, nome: empresa.nome, admin } });
    },
    leaveClientView: () => {
      const { clientView } = get();
      if (!clientView) return;
      set({ ...clientView.admin, clientView: null });
    },
    logout: () => {
      set({ token: null, loginUser: null, user: null, clientView: null });
      localCache.clear();
    },
  }));
  // Persistence is one subscriber, so any state change (including tests' setState) reaches storage the same way.
  store.subscribe((next, previous) => persistSession(next, previous));
  return store;
}

// Counted so the end-to-end suite can prove host and remotes evaluate this module once.
markModuleInstance('@erp/session');

/** The process-wide session; one instance for host and remotes (Module Federation singleton). */
export const sessionStore: StoreApi<SessionState> = createSessionStore();

/**
 * Empties the session, its storage and the brand (tests start from here). Not a logout: the cache is
 * left to `localCache.clear()` so callers decide.
 */
export function resetSessionStore(): void {
  sessionStore.setState({
    token: null,
    loginUser: null,
    user: null,
    storageType: 'local',
    config: null,
    apiEndpoint: null,
    clientView: null,
  });
  clearPersistedSession();
}
