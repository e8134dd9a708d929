import { useNavigate } from 'react-router-dom';
import { getApi } from '@erp/api-client';
import { completeLogin } from '../../session/authSession';
import { reportLoginError } from './reportLoginError';

/** What the login form sends. */
export type LoginValues = {
  email: string;
  password: string;
};

/**
 * Signs in with e-mail and password, then redirects, or warns (spec 000 §4); the login form is busy until it settles.
 */
export function useLogin(): (values: LoginValues) => Promise<void> {
  const navigate = useNavigate();
  return async (values: LoginValues) => {
    try {
      const target = await completeLogin(await getApi().login(values));
      navigate(target, { replace: true });
    } catch (error) {
      reportLoginError(error);
    }
  };
}
