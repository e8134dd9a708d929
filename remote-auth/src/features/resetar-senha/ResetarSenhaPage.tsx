import { useParams } from 'react-router-dom';
import { NewPasswordForm } from '../../form/NewPasswordForm';
import { useResetarSenha } from './useResetarSenha';

/** `resetar-senha/:accessToken`: the new password twice, from the link e-mailed by the recovery. */
export function ResetarSenhaPage() {
  const { accessToken = '' } = useParams();
  const reset = useResetarSenha(accessToken);
  return <NewPasswordForm onConfirm={reset} />;
}
