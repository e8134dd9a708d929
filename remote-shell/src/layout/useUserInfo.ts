import { useEffect } from 'react';
import { getApi } from '@erp/api-client';
import { sessionStore, useSession } from '@erp/session';

/** Loads the signed-in user's info into the shared session when it is not there yet (cached 1 hour by the client). */
export function useUserInfo(): void {
  const hasUser = useSession((s) => s.user !== null);
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (hasUser || !token) return;
    let cancelled = false;
    getApi()
      .getUserInfo()
      .then((user) => {
        if (!cancelled) sessionStore.getState().setUser(user);
      })
      .catch((error: unknown) => console.error('[shell] getUserInfo failed', error));
    return () => {
      cancelled = true;
    };
  }, [hasUser, token]);
}
