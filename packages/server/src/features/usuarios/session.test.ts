import { MESSAGES, type LoginResponse } from '@erp/domain';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const LOGIN = '/api/Usuarios/login?include=user';
const loginAs = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: LOGIN, payload: payload as object, remoteAddress: ip });

describe('POST /api/Usuarios/login', () => {
  it('answers the token and the login user, e-mail case-insensitively', async () => {
    const res = await loginAs({ email: 'ADMIN@Demo.com.br', password: 'demo123' });
    expect(res.statusCode).toBe(200);
    const body = res.json<LoginResponse>();
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      nome: 'Ana Administradora',
      email: 'admin@demo.com.br',
      isAvanco: false,
      master: false,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('flags isAvanco and master in the login user', async () => {
    expect(
      (await loginAs({ email: 'suporte@demo.com.br', password: 'demo123' })).json<LoginResponse>().user
        .isAvanco,
    ).toBe(true);
    expect(
      (await loginAs({ email: 'master@demo.com.br', password: 'demo123' })).json<LoginResponse>().user.master,
    ).toBe(true);
  });

  it('answers 401 with the spec message for a wrong password or an unknown e-mail', async () => {
    for (const payload of [
      { email: 'admin@demo.com.br', password: 'errada1' },
      { email: 'ninguem@demo.com.br', password: 'demo123' },
    ]) {
      const res = await loginAs(payload, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: {
          statusCode: 401,
          name: 'UnauthorizedError',
          message: 'Dados inválidos, verifique e-mail/senha e tente novamente.',
        },
      });
    }
  });

  it.each([
    [{ password: 'demo123' }, 'O campo email é obrigatório.'],
    [{ email: 'admin@demo.com.br' }, 'O campo password é obrigatório.'],
    [{ email: 42, password: 'demo123' }, 'O campo email deve ser um texto.'],
    [{ email: 'admin@demo.com.br', password: ['demo123'] }, 'O campo password deve ser um texto.'],
    [{ email: 'nao-e-email', password: 'demo123' }, 'E-mail inválido.'],
    [
      { email: `${'a'.repeat(60)}@demo.com.br`, password: 'demo123' },
      'O campo email deve ter no máximo 50 caracteres.',
    ],
    [
      { email: 'admin@demo.com.br', password: 'x'.repeat(129) },
      'O campo password deve ter no máximo 128 caracteres.',
    ],
  ])('answers 400 for %j', async (payload, message) => {
    const res = await loginAs(payload, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ statusCode: 400, name: 'BadRequestError', message });
  });
});

describe('session tokens', () => {
  const userInfo = (authorization?: string) =>
    t.app.inject({
      url: '/api/Usuarios/getUserInfo?sistema=novoerp',
      headers: authorization ? { authorization } : {},
    });

  it('accepts the raw token and the Bearer form', async () => {
    const token = await t.login('admin@demo.com.br');
    expect((await userInfo(token)).statusCode).toBe(200);
    expect((await userInfo(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('refuses missing, unknown and malformed tokens with 401', async () => {
    for (const header of [undefined, 'x'.repeat(43), 'Bearer', 'null', "' OR 1=1 --"]) {
      const res = await userInfo(header);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Autenticação necessária. Faça login novamente.');
    }
  });

  it('logout revokes the token (204), after which it is refused', async () => {
    const token = await t.login('vendedor@demo.com.br');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Usuarios/logout',
      headers: { authorization: token, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(204);
    expect((await userInfo(token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Usuarios/logout', headers: { authorization: token } }))
        .statusCode,
    ).toBe(401);
  });

  it('expires tokens after SESSION_TTL_HOURS', async () => {
    const token = await t.login('contador@demo.com.br');
    t.clock.advance(23 * 3_600_000);
    expect((await userInfo(token)).statusCode).toBe(200);
    t.clock.advance(2 * 3_600_000);
    expect((await userInfo(token)).statusCode).toBe(401);
  });
});

describe('every non-public route needs a session', () => {
  it.each([
    ['POST', '/api/Usuarios/logout'],
    ['POST', '/api/Usuarios/alteraSenha'],
    ['GET', '/api/Usuarios/getUserInfo?sistema=novoerp'],
    ['GET', '/api/Usuarios/obterfilialselecionada'],
    ['GET', '/api/Usuarios/verificaFilial'],
  ] as const)('%s %s → 401', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.name).toBe('UnauthorizedError');
  });

  it('public routes answer without one', async () => {
    for (const url of [
      '/api/ping',
      '/api-list.json',
      '/api/ConfigWhiteLabels',
      '/api/ConfigWhiteLabels/1',
      '/api/remotes?idConfig=1',
      '/dev/outbox',
    ]) {
      expect((await t.app.inject(url)).statusCode).toBe(200);
    }
  });
});

/** A correct sign-in from a page of `origin` (none: a client that sends no Origin header). */
const loginFrom = (email: string, origin?: string) =>
  t.app.inject({
    method: 'POST',
    url: LOGIN,
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
    const res = await loginFrom(email, origin);
    expect(res.statusCode).toBe(status);
    // Another brand's page learns nothing about the account: the answer is the wrong-password one.
    if (status === 401) expect(res.json().error.message).toBe(MESSAGES.login.invalidCredentials);
  });

  it('lets a client without an Origin header (a script, the e2e helpers) sign in as before', async () => {
    expect((await loginFrom('admin@acme.com.br')).statusCode).toBe(200);
  });
});
