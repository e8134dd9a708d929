import { useNavigate } from 'react-router-dom';
import { getApi, isApiError } from '@erp/api-client';
import { MESSAGES, routeTo } from '@erp/domain';
import { dialogs, showApiError } from '@erp/ui';
import type { NewPasswordValues } from '../../form/NewPasswordForm';

function reportResetError(error: unknown): void {
  if (isApiError(error) && error.status === 410) {
    dialogs.warning(MESSAGES.reset.linkUsedTitle, MESSAGES.reset.linkUsed);
  } else {
    showApiError(error);
  }
}

/** Sets a new password through a single-use reset link; a used link answers 410 (spec 000 §4). */
export function useResetarSenha(accessToken: string): (values: NewPasswordValues) => Promise<void> {
  const navigate = useNavigate();
  return async (values: NewPasswordValues) => {
    try {
      await getApi().resetPassword(accessToken, values);
      // Login first, then the message: it is the login's to show (a dialog closes with the screen it opened on).
      navigate(routeTo.login(), { replace: true });
      dialogs.info(MESSAGES.reset.success);
    } catch (error) {
      reportResetError(error);
    }
  };
}
