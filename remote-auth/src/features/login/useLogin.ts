import { useNavigate } from 'react-router-dom';
import { getApi } from '@erp/api-client';
import { useBusyAction } from '@erp/ui';
import { completeLogin } from '../../session/authSession';
import { reportLoginError } from './reportLoginError';

/** What the login form sends. */
export type LoginValues = {
  email: string;
  password: string;
};

/** Signs in with e-mail and password: busy while the call runs, then redirect or a warning (spec 000 §4). */
export function useLogin(): { busy: boolean; login(values: LoginValues): Promise<void> } {
  const navigate = useNavigate();
  const { busy, run } = useBusyAction(async (values: LoginValues) => {
    const target = await completeLogin(await getApi().login(values));
    navigate(target, { replace: true });
  }, reportLoginError);
  return { busy, login: run };
}
