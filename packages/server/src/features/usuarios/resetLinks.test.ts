import { MESSAGES } from '@erp/domain';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ RATE_LIMIT_MAX_RESETS_PER_EMAIL: '3', RATE_LIMIT_MAX_RESETS_PER_IP: '6' });
});
afterAll(() => t.close());

const requestReset = (email: string, ip = '10.9.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Usuarios/reset',
    payload: { sistema: 'novoerp', email },
    remoteAddress: ip,
  });
const resetPassword = (token: string, password = 'novaSenha1') =>
  t.app.inject({
    method: 'POST',
    url: `/reset-password?access_token=${encodeURIComponent(token)}`,
    payload: { password, confirmar: password },
    remoteAddress: '10.9.9.9',
  });

async function resetToken(email: string, ip?: string): Promise<string> {
  expect((await requestReset(email, ip)).statusCode).toBe(204);
  const [latest] = (await t.app.inject('/dev/outbox')).json<Array<{ text: string }>>();
  const token = /#\/auth\/resetar-senha\/([A-Za-z0-9_-]+)/.exec(latest?.text ?? '')?.[1];
  if (!token) throw new Error('link de recuperação ausente');
  return token;
}

describe('reset links (issue 20, findings 5 and 9)', () => {
  it('a new link ends the older ones', async () => {
    const older = await resetToken('vendedor@demo.com.br');
    const newer = await resetToken('vendedor@demo.com.br');
    const res = await resetPassword(older);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.reset.linkExpired);
    expect((await resetPassword(newer)).statusCode).toBe(204);
    t.clock.advance(60 * 60_000 + 1);
  });

  it('limits reset e-mails per account and per address, in Portuguese with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await requestReset('contador@demo.com.br', `10.9.1.${i}`)).statusCode).toBe(204);
    const blocked = await requestReset('contador@demo.com.br', '10.9.1.50');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(MESSAGES.http.tooManyResets);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const emails = ['admin@demo.com.br', 'trial@demo.com.br', 'master@demo.com.br', 'suporte@demo.com.br'];
    for (let i = 0; i < 6; i += 1)
      expect((await requestReset(emails[i % 4] ?? '', '10.9.2.1')).statusCode).toBe(204);
    expect((await requestReset('expirado@demo.com.br', '10.9.2.1')).statusCode).toBe(429);
    t.clock.advance(60 * 60_000 + 1);
    expect((await requestReset('contador@demo.com.br', '10.9.1.50')).statusCode).toBe(204);
  });

  it('a password change ends outstanding reset links', async () => {
    const token = await resetToken('inadimplente@demo.com.br', '10.9.3.1');
    const session = await t.login('inadimplente@demo.com.br');
    const me = await t.app.inject({
      url: '/api/Usuarios/getUserInfo?sistema=novoerp',
      headers: { authorization: session },
    });
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/Usuarios/alteraSenha',
      headers: { authorization: session },
      payload: { userId: me.json<{ id: number }>().id, senhaAntiga: 'demo123', senhaNova: 'trocada1' },
    });
    expect(change.statusCode).toBe(204);
    const res = await resetPassword(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.reset.linkExpired);
    expect(await t.login('inadimplente@demo.com.br', 'trocada1')).toBeTruthy();
  });

  it('failed sign-ins by others never block the owner from asking for a reset link', async () => {
    for (let i = 0; i < 11; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Usuarios/login?include=user',
        payload: { email: 'admin@acme.com.br', password: `errada${i}` },
        remoteAddress: `10.9.4.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await requestReset('admin@acme.com.br', '10.9.5.1')).statusCode).toBe(204);
  });

  it('checks the link before hashing the new password (a refused link costs no argon2 run)', async () => {
    const hash = jest.spyOn(t.server.context.passwords, 'hash');
    try {
      expect((await resetPassword('b'.repeat(43))).statusCode).toBe(404);
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });
});
