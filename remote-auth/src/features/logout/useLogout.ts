import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGOUT_REDIRECT_MS, routeTo } from '@erp/domain';
import { sessionStore } from '@erp/session';
import { endSession } from '../../session/authSession';

/** Logs out at once (server revocation, then the local session) and goes to login after the redirect wait. */
export function useLogout(): void {
  const navigate = useNavigate();
  // StrictMode re-runs effects on the same instance: revoke once, but keep the timer tied to the live effect.
  const started = useRef(false);
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      void endSession();
    }
    const timer = setTimeout(() => {
      // A revocation still hanging must not leave a token behind that would bounce login back to the dashboard.
      sessionStore.getState().logout();
      navigate(routeTo.login(), { replace: true });
    }, LOGOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
}
