import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_TOKEN_DELAY_MS, landingRoute, routeTo } from '@erp/domain';
import { acceptHandedToken, sessionStore } from '@erp/session';
import { endSession, signInWithToken } from '../../session/authSession';
import { reportLoginError } from './reportLoginError';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sign-in with a token from the route (spec 000 §2): end any current session, let the transition wait pass,
 * then sign in with the token; a refused token falls back to the login screen with the warning.
 * Like a `?token=` link, the route never silently replaces a different session signed in here: the user is asked
 * first, and saying no keeps that session and goes back to its landing page.
 * One instance serves one token (the page keys it by token).
 */
export function useTokenLogin(userToken: string): void {
  const navigate = useNavigate();
  // StrictMode re-runs the effect on the same instance: the user is asked once, and a second revocation of the old
  // token would answer 401 and trip the host's unauthorized handler, so the session is ended once and both runs
  // await that.
  const accepted = useRef<boolean | null>(null);
  const ended = useRef<Promise<void> | null>(null);
  useEffect(() => {
    // Only the latest run may navigate.
    let current = true;
    const { token, loginUser, user } = sessionStore.getState();
    accepted.current ??= acceptHandedToken(token, userToken, (question) => window.confirm(question));
    if (!accepted.current) {
      navigate(landingRoute(loginUser ?? user), { replace: true });
      return;
    }
    // The handed-over token itself stays valid on the server even when it is the current session's.
    ended.current ??= endSession(userToken);
    const sessionEnded = ended.current;
    const run = async () => {
      await sessionEnded;
      await wait(LOGIN_TOKEN_DELAY_MS);
      if (!current) return;
      try {
        const target = await signInWithToken(userToken);
        if (current) navigate(target, { replace: true });
      } catch (error) {
        if (!current) return;
        reportLoginError(error);
        navigate(routeTo.login(), { replace: true });
      }
    };
    void run();
    return () => {
      current = false;
    };
  }, [userToken, navigate]);
}
