import { MESSAGES } from '@erp/domain';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const login = (email: string, origin?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Usuarios/login?include=user',
    payload: { email, password: 'demo123' },
    headers: origin ? { origin } : {},
  });

describe('sign-in checks the brand of the page it comes from (issue 20, finding 11)', () => {
  it.each([
    ['admin@acme.com.br', 'http://127.0.0.1:8080', 200],
    ['admin@demo.com.br', 'http://localhost:8080', 200],
    // An origin of no brand is the default brand's (the API list's rule): brand 1 only.
    ['admin@demo.com.br', 'http://localhost:8081', 200],
    ['admin@acme.com.br', 'http://localhost:8081', 401],
    ['admin@acme.com.br', 'http://localhost:8080', 401],
    ['admin@demo.com.br', 'http://127.0.0.1:8080', 401],
    ['master@demo.com.br', 'http://127.0.0.1:8080', 401],
  ] as const)('%s from %s → %i', async (email, origin, status) => {
    const res = await login(email, origin);
    expect(res.statusCode).toBe(status);
    // Another brand's page learns nothing about the account: the answer is the wrong-password one.
    if (status === 401) expect(res.json().error.message).toBe(MESSAGES.login.invalidCredentials);
  });

  it('lets a client without an Origin header (a script, the e2e helpers) sign in as before', async () => {
    expect((await login('admin@acme.com.br')).statusCode).toBe(200);
  });
});
