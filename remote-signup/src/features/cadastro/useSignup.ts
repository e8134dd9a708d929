import { useNavigate } from 'react-router-dom';
import { getApi, SignupResponseSchema } from '@erp/api-client';
import { routeTo, SIGNUP_AUTOLOGIN_DELAY_MS, type SignupRequest } from '@erp/domain';
import { showApiError } from '@erp/ui';
import { openDashboardInParent, signInNewAccount } from './signupSession';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sign-up call and what follows (spec 000 §4): with an id in the answer, wait 500 ms, sign in with the typed
 * e-mail and password and go to the dashboard (the parent window's when embedded). Errors show in the generic dialog,
 * a duplicate e-mail as 'Registro duplicado, ...'. The form that calls it is busy until it settles (@erp/forms).
 */
export function useSignup(): (request: SignupRequest) => Promise<void> {
  const navigate = useNavigate();
  return async (request) => {
    try {
      const answer = await getApi().post('Usuarios/cadastro', request, SignupResponseSchema, {
        public: true,
      });
      if (!answer.id) return;
      await wait(SIGNUP_AUTOLOGIN_DELAY_MS);
      await signInNewAccount(request.email, request.senha);
      if (!openDashboardInParent()) navigate(routeTo.dashboard(), { replace: true });
    } catch (error) {
      console.error(error);
      showApiError(error);
    }
  };
}
