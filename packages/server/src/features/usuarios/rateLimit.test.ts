import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    RATE_LIMIT_MAX_FAILURES_PER_EMAIL: '5',
    RATE_LIMIT_MAX_FAILURES_PER_IP: '8',
    RATE_LIMIT_WINDOW_MINUTES: '15',
    RATE_LIMIT_MAX_LOGIN_DELAY_MS: '600',
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
  it('stops one address guessing an account after the limit, with 429 + Retry-After, even with the right password, until the window passes', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login('trial@demo.com.br', `errada${i}`, '10.1.0.1')).statusCode).toBe(401);
    t.clock.advance(60_000);
    const blocked = await login('trial@demo.com.br', 'demo123', '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({
      statusCode: 429,
      name: 'TooManyRequestsError',
      message: 'Muitas tentativas sem sucesso. Aguarde alguns minutos e tente novamente.',
    });
    // The oldest failure leaves the 15-minute window 14 minutes from now.
    expect(blocked.headers['retry-after']).toBe(String(14 * 60));
    t.clock.advance(14 * 60_000 + 1);
    expect((await login('trial@demo.com.br', 'demo123', '10.1.0.1')).statusCode).toBe(200);
  });

  it('never locks the owner out: failures from other addresses only delay the account, the right password still gets in', async () => {
    for (let i = 0; i < 6; i += 1)
      expect((await login('expirado@demo.com.br', `errada${i}`, `10.6.0.${i}`)).statusCode).toBe(401);
    const started = Date.now();
    const owner = await login('expirado@demo.com.br', 'demo123', '10.6.1.1');
    expect(owner.statusCode).toBe(200);
    // 6 failures past a threshold of 5: 250 ms doubled once, whatever the password.
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    t.clock.advance(15 * 60_000 + 1);
  });

  it('a parallel burst of wrong passwords gets exactly the attempts left, not one each', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login('inadimplente@demo.com.br', `errada${i}`, '10.7.0.1')),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    t.clock.advance(15 * 60_000 + 1);
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

describe('behind a reverse proxy (TRUST_PROXY=1)', () => {
  let p: TestServer;
  beforeAll(async () => {
    p = await startTestServer({ TRUST_PROXY: '1', RATE_LIMIT_MAX_FAILURES_PER_IP: '3' });
  });
  afterAll(() => p.close());

  it('counts the address the proxy saw, not the leftmost one the client may forge', async () => {
    const viaProxy = (forged: string, real: string) =>
      p.app.inject({
        method: 'POST',
        url: '/api/Usuarios/login?include=user',
        payload: { email: `ninguem${forged}@nada.com`, password: 'errada' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${forged}, ${real}` },
      });
    for (let i = 0; i < 3; i += 1)
      expect((await viaProxy(`198.51.100.${i}`, '203.0.113.5')).statusCode).toBe(401);
    expect((await viaProxy('198.51.100.99', '203.0.113.5')).statusCode).toBe(429);
    // Another client behind the same proxy has its own counter.
    expect((await viaProxy('198.51.100.99', '203.0.113.6')).statusCode).toBe(401);
  });
});
