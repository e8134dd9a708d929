import type { FilialResumo, FilialSelecionada, UserInfo } from '@erp/domain';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ url, headers: { authorization: token } });
const select = (token: string, filialId: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Usuarios/selecionarFilial',
    headers: { authorization: token },
    payload: { filialId },
  });

describe('GET /api/Usuarios/filiais', () => {
  it('lists the branches the user was given, with id, nome, apelido and cpfCnpj only', async () => {
    const token = await t.login('admin@demo.com.br');
    const res = await get(token, '/api/Usuarios/filiais');
    expect(res.statusCode).toBe(200);
    expect(res.json<FilialResumo[]>()).toEqual([
      {
        id: expect.any(Number),
        nome: 'Filial Centro',
        apelido: 'Mercado Demo - Centro',
        cpfCnpj: '11.222.333/0002-62',
      },
      {
        id: expect.any(Number),
        nome: 'Matriz',
        apelido: 'Mercado Demo - Matriz',
        cpfCnpj: '11.222.333/0001-81',
      },
    ]);
    const seller = await get(await t.login('vendedor@demo.com.br'), '/api/Usuarios/filiais');
    expect(seller.json<FilialResumo[]>().map((f) => f.nome)).toEqual(['Matriz']);
  });
});

describe('POST /api/Usuarios/selecionarFilial', () => {
  it('switches to another of the user’s branches; user info and verificaFilial follow', async () => {
    const token = await t.login('admin@demo.com.br');
    const before = (await get(token, '/api/Usuarios/getUserInfo')).json<UserInfo>();
    expect(before).toMatchObject({
      configuracaoBoleto: { id: expect.any(Number) },
      quantidadeLocaisEstoque: 2,
    });
    const centro = (await get(token, '/api/Usuarios/filiais'))
      .json<FilialResumo[]>()
      .find((f) => f.nome === 'Filial Centro')!;
    const res = await select(token, centro.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<FilialSelecionada>()).toMatchObject({ id: centro.id, nome: 'Filial Centro' });
    const after = (await get(token, '/api/Usuarios/getUserInfo')).json<UserInfo>();
    expect(after.filialSelecionada).toBe(centro.id);
    expect(after.filialSelecionadaObj.nome).toBe('Filial Centro');
    // The Centro branch has one stock location and no boleto configuration.
    expect(after).toMatchObject({ configuracaoBoleto: null, quantidadeLocaisEstoque: 1 });
    expect((await get(token, '/api/Usuarios/verificaFilial')).json()).toEqual({ valida: true });
    expect((await get(token, '/api/Usuarios/obterfilialselecionada')).json<FilialSelecionada>().id).toBe(
      centro.id,
    );
    await select(token, before.filialSelecionada);
  });

  it('answers 404 for a branch of the same company the user was not given, and for another company’s', async () => {
    const seller = await t.login('vendedor@demo.com.br');
    const admin = await t.login('admin@demo.com.br');
    const centro = (await get(admin, '/api/Usuarios/filiais'))
      .json<FilialResumo[]>()
      .find((f) => f.nome === 'Filial Centro')!;
    const refused = await select(seller, centro.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('Filial não encontrada.');
    const acmeBranch = (await get(await t.login('admin@acme.com.br'), '/api/Usuarios/filiais')).json<
      FilialResumo[]
    >()[0]!;
    expect((await select(admin, acmeBranch.id)).statusCode).toBe(404);
    expect((await get(admin, '/api/Usuarios/getUserInfo')).json<UserInfo>().filialSelecionadaObj.nome).toBe(
      'Matriz',
    );
  });

  it('refuses a missing or malformed filialId with a Portuguese 400', async () => {
    const token = await t.login('admin@demo.com.br');
    for (const filialId of [undefined, 'abc', -1, 1.5]) {
      const res = await select(token, filialId);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/filialId/);
    }
  });
});
