import { useEffect, useState } from 'react';
import { HEADER_INIT_FALLBACK_MS } from '@erp/domain';

/**
 * True once the user info is there, or after the spec's 500 ms init fallback: a slow getUserInfo must not keep
 * the header empty, so it then shows what the session already has (the login user's name).
 */
export function useHeaderReady(hasUser: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (hasUser) return;
    const timer = setTimeout(() => setTimedOut(true), HEADER_INIT_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [hasUser]);
  return hasUser || timedOut;
}
