import { startTestServer, type TestServer } from '../../testing/testServer';

interface OutboxItem {
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const requestReset = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/Usuarios/reset', payload: payload as object });
const resetPassword = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/reset-password?access_token=${encodeURIComponent(token)}`,
    payload: payload as object,
  });

async function outbox(): Promise<OutboxItem[]> {
  return (await t.app.inject('/dev/outbox')).json<OutboxItem[]>();
}

/** Requests a reset and returns the token from the e-mailed link. */
async function resetToken(email: string): Promise<string> {
  expect((await requestReset({ sistema: 'novoerp', email })).statusCode).toBe(204);
  const [latest] = await outbox();
  const token = /#\/auth\/resetar-senha\/([A-Za-z0-9_-]+)/.exec(latest?.text ?? '')?.[1];
  if (!token) throw new Error('link de recuperação ausente');
  return token;
}

describe('POST /api/Usuarios/reset', () => {
  it('e-mails a Portuguese recovery message with the brand name and the brand-origin link', async () => {
    await resetToken('admin@acme.com.br');
    const [mail] = await outbox();
    expect(mail?.to).toBe('admin@acme.com.br');
    expect(mail?.subject).toBe('Acme Gestão - Recuperação de senha');
    expect(mail?.text).toMatch(/^Olá, André Acme!/);
    expect(mail?.text).toMatch(/http:\/\/127\.0\.0\.1:8080\/#\/auth\/resetar-senha\/[A-Za-z0-9_-]{43}\n/);
    expect(mail?.html).toContain('<strong>Acme Gestão</strong>');
    expect(mail?.html).toContain('href="http://127.0.0.1:8080/#/auth/resetar-senha/');
  });

  it('writes the message as an .eml file in DATA_DIR/outbox and lists the outbox newest first', async () => {
    await resetToken('trial@demo.com.br');
    const items = await outbox();
    expect(items[0]?.to).toBe('trial@demo.com.br');
    expect(items[0]?.text).toContain('http://localhost:8080/#/auth/resetar-senha/');
    expect(items[1]?.to).toBe('admin@acme.com.br');
    const fs = await import('node:fs');
    const emls = fs.readdirSync(t.config.outboxDir).filter((f) => f.endsWith('.eml'));
    expect(emls).toHaveLength(2);
    expect(fs.readFileSync(`${t.config.outboxDir}/${emls[0]}`, 'utf8')).toMatch(/Subject: .*Recupera/);
  });

  it('answers 404 with the spec message for an unknown e-mail', async () => {
    const res = await requestReset({ sistema: 'novoerp', email: 'ninguem@demo.com.br' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('E-mail não encontrado para recuperação de senha!');
  });

  it.each([
    [{ sistema: 'novoerp' }, 400],
    [{ sistema: 'novoerp', email: 'nao-e-email' }, 400],
    [{ sistema: 7, email: 'admin@demo.com.br' }, 400],
    [{ sistema: 'x'.repeat(51), email: 'admin@demo.com.br' }, 400],
  ])('answers 400 for %j', async (payload, status) => {
    expect((await requestReset(payload)).statusCode).toBe(status);
  });
});

describe('POST /reset-password?access_token=', () => {
  it('sets the new password once; reusing the link is a 410 with the spec message', async () => {
    const before = await t.login('expirado@demo.com.br');
    const token = await resetToken('expirado@demo.com.br');
    expect((await resetPassword(token, { password: 'novaSenha1', confirmar: 'novaSenha1' })).statusCode).toBe(
      204,
    );
    await expect(t.login('expirado@demo.com.br')).rejects.toThrow(/401/);
    expect(await t.login('expirado@demo.com.br', 'novaSenha1')).toBeTruthy();
    // Sessions opened with the old password are gone.
    expect(
      (await t.app.inject({ url: '/api/Usuarios/verificaFilial', headers: { authorization: before } }))
        .statusCode,
    ).toBe(401);

    const reused = await resetPassword(token, { password: 'outraSenha', confirmar: 'outraSenha' });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error).toEqual({
      statusCode: 410,
      name: 'GoneError',
      message:
        'Não foi possível recuperar a sua senha pois o link de recuperação já foi utilizado. Solicite novamente a recuperação de sua senha.',
    });
  });

  it('refuses a link older than one hour', async () => {
    const token = await resetToken('inadimplente@demo.com.br');
    t.clock.advance(60 * 60_000 + 1);
    const res = await resetPassword(token, { password: 'novaSenha1', confirmar: 'novaSenha1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/expirou/);
    expect(await t.login('inadimplente@demo.com.br')).toBeTruthy();
  });

  it('refuses an unknown link with 404', async () => {
    const res = await resetPassword('a'.repeat(43), { password: 'novaSenha1', confirmar: 'novaSenha1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toMatch(/inválido/);
  });

  it('validates the new password before using the link up', async () => {
    const token = await resetToken('master@demo.com.br');
    const cases: Array<[unknown, RegExp]> = [
      [{ password: 'abc', confirmar: 'abc' }, /no mínimo 6/],
      [{ password: 'novaSenha1', confirmar: 'outraSenha' }, /não confere/],
      [{ password: 'novaSenha1' }, /confirmar é obrigatório/],
      [{ password: 123456, confirmar: 123456 }, /deve ser um texto/],
      [{ password: 'x'.repeat(200), confirmar: 'x'.repeat(200) }, /no máximo 128/],
    ];
    for (const [payload, message] of cases) {
      const res = await resetPassword(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const missingToken = await t.app.inject({
      method: 'POST',
      url: '/reset-password',
      payload: { password: 'novaSenha1', confirmar: 'novaSenha1' },
    });
    expect(missingToken.statusCode).toBe(400);
    expect((await resetPassword(token, { password: 'novaSenha1', confirmar: 'novaSenha1' })).statusCode).toBe(
      204,
    );
  });
});
