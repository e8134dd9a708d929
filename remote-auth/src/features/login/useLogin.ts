import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getApi } from '@erp/api-client';
import { completeLogin } from '../../shared/authSession';
import { reportLoginError } from '../../shared/reportLoginError';

/** What the login form sends. */
export type LoginValues = {
  email: string;
  password: string;
};

/** Signs in with e-mail and password: busy while the call runs, then redirect or a warning (spec 000 §4). */
export function useLogin(): { busy: boolean; login(values: LoginValues): Promise<void> } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const login = async (values: LoginValues) => {
    if (busy) return;
    setBusy(true);
    try {
      const target = await completeLogin(await getApi().login(values));
      navigate(target, { replace: true });
    } catch (error) {
      reportLoginError(error);
      setBusy(false);
    }
  };
  return { busy, login };
}
