import { useParams } from 'react-router-dom';
import { NewPasswordForm } from '../../form/NewPasswordForm';
import { usePrimeiroAcesso } from './usePrimeiroAcesso';

/** `primeiro-acesso/:accessToken`: an invited user's first password, then straight in. */
export function PrimeiroAcessoPage() {
  const { accessToken = '' } = useParams();
  const confirm = usePrimeiroAcesso(accessToken);
  return <NewPasswordForm onConfirm={confirm} />;
}
