import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getApi, isApiError } from '@erp/api-client';
import { MESSAGES, routeTo } from '@erp/domain';
import { dialogs } from '@erp/ui';

/** Asks the server to e-mail password-recovery instructions (spec 000 §4 "Password recovery"). */
export function useRecuperarSenha(): { busy: boolean; recover(email: string): Promise<void> } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const recover = async (email: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await getApi().requestPasswordReset(email);
      dialogs.info(MESSAGES.recovery.sent);
      navigate(routeTo.login(), { replace: true });
    } catch (error) {
      // Throttling has its own server text; saying "not found" there would mislead the user.
      const message =
        isApiError(error) && error.status === 429 && error.message
          ? error.message
          : MESSAGES.recovery.notFound;
      dialogs.warning(MESSAGES.errors.title, message);
      setBusy(false);
    }
  };
  return { busy, recover };
}
