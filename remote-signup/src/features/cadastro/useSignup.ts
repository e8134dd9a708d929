import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getApi, SignupResponseSchema } from '@erp/api-client';
import { routeTo, SIGNUP_AUTOLOGIN_DELAY_MS, type SignupRequest } from '@erp/domain';
import { showApiError } from '@erp/ui';
import { openDashboardInParent, signInNewAccount } from './signupSession';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sign-up call and what follows (spec 000 §4): busy while it runs; with an id in the answer, wait 500 ms, sign in
 * with the typed e-mail and password and go to the dashboard (the parent window's when embedded). Errors show in the
 * generic dialog, a duplicate e-mail as 'Registro duplicado, ...'.
 */
export function useSignup(): { busy: boolean; submit(request: SignupRequest): Promise<void> } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const submit = async (request: SignupRequest) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await getApi().post('Usuarios/cadastro', request, SignupResponseSchema, {
        public: true,
      });
      if (answer.id) {
        await wait(SIGNUP_AUTOLOGIN_DELAY_MS);
        await signInNewAccount(request.email, request.senha);
        if (!openDashboardInParent()) navigate(routeTo.dashboard(), { replace: true });
      }
    } catch (error) {
      console.error(error);
      showApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
