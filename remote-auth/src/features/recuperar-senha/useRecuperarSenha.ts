import { useNavigate } from 'react-router-dom';
import { getApi, isApiError } from '@erp/api-client';
import { MESSAGES, routeTo } from '@erp/domain';
import { dialogs } from '@erp/ui';

function reportRecoveryError(error: unknown): void {
  // Throttling has its own server text; saying "not found" there would mislead the user.
  const message =
    isApiError(error) && error.status === 429 && error.message ? error.message : MESSAGES.recovery.notFound;
  dialogs.warning(MESSAGES.errors.title, message);
}

/** Asks the server to e-mail password-recovery instructions (spec 000 §4 "Password recovery"). */
export function useRecuperarSenha(): (email: string) => Promise<void> {
  const navigate = useNavigate();
  return async (email: string) => {
    try {
      await getApi().requestPasswordReset(email);
      // Login first, then the message: it is the login's to show (a dialog closes with the screen it opened on).
      navigate(routeTo.login(), { replace: true });
      dialogs.info(MESSAGES.recovery.sent);
    } catch (error) {
      reportRecoveryError(error);
    }
  };
}
