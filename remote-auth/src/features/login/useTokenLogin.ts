import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_TOKEN_DELAY_MS } from '@erp/domain';
import { endSession, signInWithToken } from '../../shared/authSession';
import { AUTH_ROUTES } from '../../shared/authTexts';
import { reportLoginError } from '../../shared/reportLoginError';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sign-in with a token from the route (spec 000 §2): end any current session, let the transition wait pass,
 * then sign in with the token; a refused token falls back to the login screen with the warning.
 */
export function useTokenLogin(userToken: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    // StrictMode and quick route changes re-run the effect; only the latest run may navigate.
    let current = true;
    const run = async () => {
      // The handed-over token itself is kept valid on the server even if it is the current session's.
      await endSession(userToken);
      await wait(LOGIN_TOKEN_DELAY_MS);
      if (!current) return;
      try {
        const target = await signInWithToken(userToken);
        if (current) navigate(target, { replace: true });
      } catch (error) {
        if (!current) return;
        reportLoginError(error);
        navigate(AUTH_ROUTES.login, { replace: true });
      }
    };
    void run();
    return () => {
      current = false;
    };
  }, [userToken, navigate]);
}
