import { startTestServer, type TestServer } from '../../testing/testServer';

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
