import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    RATE_LIMIT_MAX_FAILURES_PER_EMAIL: '5',
    RATE_LIMIT_MAX_FAILURES_PER_IP: '8',
    RATE_LIMIT_WINDOW_MINUTES: '15',
  });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Usuarios/login?include=user',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('failed-attempt rate limits', () => {
  it('stops guessing one account after the limit, with 429 + Retry-After, and lets the right password in once the window passes', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login('trial@demo.com.br', `errada${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    t.clock.advance(60_000);
    const blocked = await login('trial@demo.com.br', 'demo123', '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      statusCode: 429,
      name: 'TooManyRequestsError',
      message: 'Muitas tentativas sem sucesso. Aguarde alguns minutos e tente novamente.',
    });
    // The oldest failure leaves the 15-minute window 14 minutes from now.
    expect(blocked.headers['retry-after']).toBe(String(14 * 60));
    t.clock.advance(14 * 60_000 + 1);
    expect((await login('trial@demo.com.br', 'demo123', '10.1.0.99')).statusCode).toBe(200);
  });

  it('never throttles an office signing in correctly from one address', async () => {
    for (let i = 0; i < 30; i += 1)
      expect((await login('admin@demo.com.br', 'demo123', '10.2.0.1')).statusCode).toBe(200);
  });

  it('counts failures per address across accounts', async () => {
    const emails = [
      'admin@demo.com.br',
      'vendedor@demo.com.br',
      'contador@demo.com.br',
      'master@demo.com.br',
    ];
    for (let i = 0; i < 8; i += 1)
      expect((await login(emails[i % 4] ?? '', 'errada', '10.3.0.1')).statusCode).toBe(401);
    const res = await login('suporte@demo.com.br', 'demo123', '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login('suporte@demo.com.br', 'demo123', '10.3.0.2')).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1);
  });

  it('limits password-reset requests for unknown e-mails and reset links per address', async () => {
    for (let i = 0; i < 8; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Usuarios/reset',
        payload: { sistema: 'novoerp', email: `x${i}@nada.com` },
        remoteAddress: '10.4.0.1',
      });
      expect(res.statusCode).toBe(404);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/Usuarios/reset',
      payload: { sistema: 'novoerp', email: 'admin@demo.com.br' },
      remoteAddress: '10.4.0.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();

    for (let i = 0; i < 8; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/reset-password?access_token=${'a'.repeat(43)}`,
        payload: { password: 'nova123', confirmar: 'nova123' },
        remoteAddress: '10.5.0.1',
      });
      expect(res.statusCode).toBe(404);
    }
    const blockedReset = await t.app.inject({
      method: 'POST',
      url: `/reset-password?access_token=${'a'.repeat(43)}`,
      payload: { password: 'nova123', confirmar: 'nova123' },
      remoteAddress: '10.5.0.1',
    });
    expect(blockedReset.statusCode).toBe(429);
  });
});
