import { useNavigate } from 'react-router-dom';
import { getApi } from '@erp/api-client';
import { showApiError } from '@erp/ui';
import type { NewPasswordValues } from '../../form/NewPasswordForm';
import { completeLogin } from '../../session/authSession';

/**
 * Sets an invited user's first password with the invitation's token and signs them in, as a login does: the
 * server answers a session (`POST Usuarios/primeiroAcesso`). An unknown, used or expired invitation comes back
 * worded by the server.
 */
export function usePrimeiroAcesso(accessToken: string): (values: NewPasswordValues) => Promise<void> {
  const navigate = useNavigate();
  return async (values: NewPasswordValues) => {
    try {
      const target = await completeLogin(await getApi().primeiroAcesso({ token: accessToken, ...values }));
      navigate(target, { replace: true });
    } catch (error) {
      showApiError(error);
    }
  };
}
