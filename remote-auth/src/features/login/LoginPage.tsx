import { useParams } from 'react-router-dom';
import { LoginForm } from './LoginForm';
import { TokenLogin } from './TokenLogin';

/** `login`, `login/:userToken`, `planos/:userToken` and the area's index: a token in the route signs in directly. */
export function LoginPage() {
  const { userToken } = useParams();
  return userToken ? <TokenLogin key={userToken} userToken={userToken} /> : <LoginForm />;
}
