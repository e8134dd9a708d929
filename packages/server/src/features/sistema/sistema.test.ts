import { MESSAGES } from '@erp/domain';
import type { ApiListEntry } from '@erp/domain';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('public system endpoints', () => {
  it('GET /api/ping answers { ok: true }', async () => {
    const res = await t.app.inject('/api/ping');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('GET /api-list.json lists both brand origins, the first brand being the default', async () => {
    const res = await t.app.inject('/api-list.json');
    expect(res.json<ApiListEntry[]>()).toEqual([
      {
        origin: 'http://localhost:8080',
        idConfig: 1,
        API_ENDPOINT: 'http://localhost:3000/api/',
        default: true,
      },
      { origin: 'http://127.0.0.1:8080', idConfig: 2, API_ENDPOINT: 'http://localhost:3000/api/' },
    ]);
  });

  it('serves brand assets and refuses paths outside the assets folder', async () => {
    const logo = await t.app.inject('/assets/brands/1/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('<svg');
    expect((await t.app.inject('/assets/brands/2/capa.svg')).statusCode).toBe(200);
    expect((await t.app.inject('/assets/../package.json')).statusCode).toBe(404);
    expect((await t.app.inject('/assets/%2e%2e/package.json')).statusCode).toBe(404);
    expect((await t.app.inject('/assets/brands/9/logo.svg')).statusCode).toBe(404);
  });

  it('answers unknown routes with the JSON error shape in Portuguese', async () => {
    const res = await t.app.inject('/api/NaoExiste');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { statusCode: 404, name: 'NotFoundError', message: 'Recurso não encontrado.' },
    });
  });
});

describe('malformed requests are 4xx, never 5xx', () => {
  const login = '/api/Usuarios/login?include=user';

  it('malformed JSON → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('O corpo da requisição não é um JSON válido.');
  });

  it('a JSON array or a bare string body → 400', async () => {
    for (const payload of ['[1,2]', '"texto"', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: login,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('O corpo da requisição deve ser um objeto JSON.');
    }
  });

  it('prototype-poisoning bodies → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.com","password":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('a body over the limit → 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      statusCode: 413,
      name: 'PayloadTooLargeError',
      message: 'O corpo da requisição excede o tamanho máximo permitido.',
    });
  });

  it('an unsupported content type → 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/application\/json/);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/Usuarios/getUserInfo',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,sistema,content-type',
      },
    });

  it('allows the host and remote origins with the headers the client sends', async () => {
    for (const origin of [
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://localhost:8081',
      'http://localhost:8086',
    ]) {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(String(res.headers['access-control-allow-headers'])).toMatch(
        /Authorization.*Content-Type.*sistema/,
      );
    }
    const get = await t.app.inject({ url: '/api/ping', headers: { origin: 'http://localhost:8080' } });
    expect(get.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });

  it('gives an unknown origin no CORS headers at all', async () => {
    const res = await preflight('http://evil.example.com');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({ url: '/api/ping', headers: { origin: 'http://evil.example.com' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('development outbox (reset links land there without SMTP_URL)', () => {
  const withServer = async (env: Record<string, string>, run: (s: TestServer) => Promise<void>) => {
    const s = await startTestServer(env);
    try {
      await run(s);
    } finally {
      await s.close();
    }
  };

  it('is not served unless DEV_OUTBOX=1 asks for it', async () => {
    await withServer({ DEV_OUTBOX: '0' }, async (s) => {
      expect((await s.app.inject('/dev/outbox')).statusCode).toBe(404);
      expect((await s.app.inject('/api/ping')).statusCode).toBe(200);
    });
  });

  it('is never served in production, even when asked', async () => {
    await withServer({ NODE_ENV: 'production', DEV_OUTBOX: '1' }, async (s) => {
      expect((await s.app.inject('/dev/outbox')).statusCode).toBe(404);
    });
  });

  it('answers loopback clients only, and nobody who came through a proxy', async () => {
    // On the file's server: the tests' settings (TEST_ENV) serve the outbox (DEV_OUTBOX=1).
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect((await t.app.inject({ url: '/dev/outbox', remoteAddress })).statusCode).toBe(200);
    for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', '2001:db8::1']) {
      const res = await t.app.inject({ url: '/dev/outbox', remoteAddress });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(MESSAGES.http.notFoundRoute);
    }
    const proxied = await t.app.inject({
      url: '/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('answers only a request that named a loopback host: a rebound DNS name reaching 127.0.0.1 is refused', async () => {
    // On the file's server: the tests' settings (TEST_ENV) serve the outbox (DEV_OUTBOX=1).
    for (const host of [
      'localhost:3000',
      'LOCALHOST',
      '127.0.0.1:3000',
      '127.9.9.9',
      '[::1]:3000',
      'app.localhost',
    ])
      expect([
        host,
        (await t.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1', headers: { host } }))
          .statusCode,
      ]).toEqual([host, 200]);
    for (const host of [
      'evil.example',
      'evil.example:3000',
      '10.0.0.7:3000',
      'localhost.evil.example',
      '[::ffff:a00:7]',
    ]) {
      const res = await t.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1', headers: { host } });
      expect([host, res.statusCode, res.json().error.message]).toEqual([
        host,
        404,
        MESSAGES.http.notFoundRoute,
      ]);
    }
  });
});
