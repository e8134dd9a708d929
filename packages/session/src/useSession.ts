import { useStore } from 'zustand';
import { sessionStore } from './sessionStore';
import type { SessionState } from './types';

/** Reads a slice of the session and re-renders when that slice changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
