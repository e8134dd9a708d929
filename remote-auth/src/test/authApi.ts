// The sign-in area's route table for @erp/test-doubles' fake API: the calls every screen may make and that succeed
// unless a test says otherwise (ping, logout, recovery e-mail, password reset). Login, first access and the user info
// are each test's subject: they answer 404 until the test gives them an answer.
import { json, noContent, startFakeApi, type FakeRequest } from '@erp/test-doubles';

function route({ method, path }: FakeRequest): Response | undefined {
  switch (`${method} ${path}`) {
    case 'GET ping':
      return json({ ok: true });
    case 'POST Usuarios/logout':
    case 'POST Usuarios/reset':
    case 'POST /reset-password':
      return noContent();
    default:
      return undefined;
  }
}

/** The sign-in area's fake API. */
export const startAuthApi = () => startFakeApi(route);

export type AuthApi = ReturnType<typeof startAuthApi>;
