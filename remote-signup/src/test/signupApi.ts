// The sign-up's route table for @erp/test-doubles' fake API.
import { fixtures, json, startFakeApi, type FakeRequest } from '@erp/test-doubles';

/** What the server answers unless a test says otherwise: the account is created and its sign-in succeeds. */
function route({ method, path }: FakeRequest): Response | undefined {
  switch (`${method} ${path}`) {
    case 'POST Usuarios/cadastro':
      return json({ id: 10, userId: 20 });
    case 'POST Usuarios/login':
      return json(fixtures.loginResponse());
    case 'GET Usuarios/getUserInfo':
      return json(fixtures.userInfo());
    case 'GET Ceps/ufs':
    case 'GET Ceps/ngcidades':
      return json([]);
    default:
      return undefined;
  }
}

/** The sign-up's fake API. */
export const startSignupApi = () => startFakeApi(route);
