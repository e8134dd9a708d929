import type { LoginResponse } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { createOneTimeToken } from '../../auth/oneTimeTokens';
import { usuarios } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';

// A user choosing a password: changing the one they have, or setting the first one from an invitation.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function userId(token: string): Promise<number> {
  return (await t.app.inject({ url: '/api/Usuarios/getUserInfo', headers: { authorization: token } })).json<{
    id: number;
  }>().id;
}

describe('POST /api/Usuarios/alteraSenha', () => {
  const change = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Usuarios/alteraSenha',
      headers: { authorization: token },
      payload: payload as object,
    });

  it('changes one’s own password and signs out the other sessions only', async () => {
    const other = await t.login('vendedor@demo.com.br');
    const token = await t.login('vendedor@demo.com.br');
    const id = await userId(token);
    expect(
      (await change(token, { userId: id, senhaAntiga: 'demo123', senhaNova: 'vendas2024' })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/Usuarios/verificaFilial', headers: { authorization: token } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/Usuarios/verificaFilial', headers: { authorization: other } }))
        .statusCode,
    ).toBe(401);
    expect(await t.login('vendedor@demo.com.br', 'vendas2024')).toBeTruthy();
  });

  it('answers 400 in Portuguese for a wrong old password', async () => {
    const token = await t.login('contador@demo.com.br');
    const res = await change(token, {
      userId: await userId(token),
      senhaAntiga: 'errada',
      senhaNova: 'novaSenha1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A senha atual informada está incorreta.');
  });

  it('refuses to change somebody else’s password (403)', async () => {
    const token = await t.login('contador@demo.com.br');
    const res = await change(token, {
      userId: (await userId(token)) + 1,
      senhaAntiga: 'demo123',
      senhaNova: 'novaSenha1',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Você só pode alterar a sua própria senha.');
  });

  it.each([
    [{ senhaAntiga: 'demo123', senhaNova: 'novaSenha1' }, /userId é obrigatório/],
    [{ userId: 'abc', senhaAntiga: 'demo123', senhaNova: 'novaSenha1' }, /userId deve ser um número/],
    [{ userId: 1, senhaAntiga: 'demo123', senhaNova: '123' }, /no mínimo 6/],
    [{ userId: 1, senhaAntiga: 'demo123', senhaNova: 'y'.repeat(300) }, /no máximo 128/],
    [{ userId: 1, senhaAntiga: null, senhaNova: 'novaSenha1' }, /senhaAntiga deve ser um texto/],
  ])('answers 400 for %j', async (payload, message) => {
    const token = await t.login('contador@demo.com.br');
    const res = await change(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });
});

describe('POST /api/Usuarios/primeiroAcesso', () => {
  const firstAccess = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/Usuarios/primeiroAcesso', payload: payload as object });

  async function invite(email: string, ttlMs = 72 * 3_600_000, ativo = true): Promise<string> {
    const [empresa] = await t.server.db.select({ id: usuarios.empresaId }).from(usuarios).limit(1);
    const [user] = await t.server.db
      .insert(usuarios)
      .values({ email, nome: 'Nova Pessoa', empresaId: empresa?.id ?? 1, ativo })
      .returning();
    if (!user) throw new Error('usuário não criado');
    return createOneTimeToken(t.server.db, 'primeiro_acesso', user.id, ttlMs, t.clock);
  }

  it('lets an invited user choose a password and signs them in; the invitation is single-use', async () => {
    const token = await invite('convidada@demo.com.br');
    // No password yet: signing in is impossible.
    await expect(t.login('convidada@demo.com.br', 'qualquer1')).rejects.toThrow(/401/);
    const res = await firstAccess({ token, password: 'primeira1', confirmar: 'primeira1' });
    expect(res.statusCode).toBe(200);
    const body = res.json<LoginResponse>();
    expect(body.user.email).toBe('convidada@demo.com.br');
    expect(
      (await t.app.inject({ url: '/api/Usuarios/verificaFilial', headers: { authorization: body.id } }))
        .statusCode,
    ).toBe(200);
    expect(await t.login('convidada@demo.com.br', 'primeira1')).toBeTruthy();

    const again = await firstAccess({ token, password: 'segunda12', confirmar: 'segunda12' });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toMatch(/já foi utilizado/);
  });

  it('refuses expired and unknown invitations, and mismatched or short passwords', async () => {
    const token = await invite('atrasada@demo.com.br', 60_000);
    expect(
      (await firstAccess({ token, password: 'primeira1', confirmar: 'outra1234' })).json().error.message,
    ).toMatch(/não confere/);
    expect((await firstAccess({ token, password: '123', confirmar: '123' })).statusCode).toBe(400);
    expect((await firstAccess({ password: 'primeira1', confirmar: 'primeira1' })).json().error.message).toBe(
      'O campo token é obrigatório.',
    );
    t.clock.advance(60_001);
    const expired = await firstAccess({ token, password: 'primeira1', confirmar: 'primeira1' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toMatch(/expirou/);
    expect(
      (await firstAccess({ token: 'b'.repeat(43), password: 'primeira1', confirmar: 'primeira1' }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for a deactivated user without using the invitation or writing the password', async () => {
    const token = await invite('desativada@demo.com.br', undefined, false);
    const res = await firstAccess({ token, password: 'primeira1', confirmar: 'primeira1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(
      'Convite de primeiro acesso inválido. Peça um novo convite ao administrador da sua empresa.',
    );
    const [user] = await t.server.db
      .select({ senhaHash: usuarios.senhaHash })
      .from(usuarios)
      .where(eq(usuarios.email, 'desativada@demo.com.br'));
    expect(user?.senhaHash).toBeNull();
    // Reactivated, the same invitation still works: it was not consumed by the refused attempt.
    await t.server.db
      .update(usuarios)
      .set({ ativo: true })
      .where(eq(usuarios.email, 'desativada@demo.com.br'));
    expect((await firstAccess({ token, password: 'primeira1', confirmar: 'primeira1' })).statusCode).toBe(
      200,
    );
  });
});
