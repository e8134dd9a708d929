import type { FilialSelecionada, UserInfo } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { usuarioFiliais, usuarios } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function info(email: string): Promise<UserInfo> {
  const token = await t.login(email);
  const res = await t.app.inject({
    url: '/api/Usuarios/getUserInfo?sistema=novoerp',
    headers: { authorization: token },
  });
  expect(res.statusCode).toBe(200);
  return res.json<UserInfo>();
}

describe('GET /api/Usuarios/getUserInfo', () => {
  it('gives the admin the company, the selected branch with its contract and billing integration, and every permission', async () => {
    const admin = await info('admin@demo.com.br');
    expect(admin.empresaObj.nome).toBe('Mercado Demo Ltda');
    expect(admin.perfilAdmin).toBe(true);
    expect(admin.filialSelecionadaObj).toMatchObject({
      nome: 'Matriz',
      trial: false,
      bloqueada: false,
      contratoId: 'CT-1001',
    });
    expect(admin.filialSelecionadaObj.integracoes).toEqual([{ id: expect.any(Number), sistema: 1 }]);
    expect(admin.filialSelecionada).toBe(admin.filialSelecionadaObj.id);
    expect(Object.values(admin.permissoes).every((level) => level === 4)).toBe(true);
    expect(admin.configWhiteLabel.modulos.length).toBeGreaterThan(0);
  });

  it('gives the seller exactly the profile levels', async () => {
    const { permissoes, perfilAdmin } = await info('vendedor@demo.com.br');
    expect(perfilAdmin).toBe(false);
    expect(permissoes).toMatchObject({
      clientes: 1,
      vendas: 1,
      pedidoVendas: 2,
      financeiro: 0,
      relatorios: 0,
      fiscal: 0,
    });
  });

  it.each([
    ['contador@demo.com.br', { isContador: true, isAvanco: false, master: false }],
    ['suporte@demo.com.br', { isAvanco: true, master: false }],
    ['master@demo.com.br', { master: true, isAvanco: false }],
  ])('flags %s', async (email, flags) => {
    expect(await info(email)).toMatchObject(flags);
  });

  it('shows the trial, expired-trial and defaulting branch states', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const trial = (await info('trial@demo.com.br')).filialSelecionadaObj;
    expect(trial).toMatchObject({ trial: true, bloqueada: false });
    expect(trial.dataVencimento! > today).toBe(true);
    expect((await info('expirado@demo.com.br')).filialSelecionadaObj).toMatchObject({
      trial: true,
      bloqueada: true,
    });
    expect((await info('inadimplente@demo.com.br')).filialSelecionadaObj).toMatchObject({
      trial: false,
      bloqueada: true,
    });
  });

  it('keeps Acme’s admin in Acme Comércio', async () => {
    expect((await info('admin@acme.com.br')).empresaObj.nome).toBe('Acme Comércio');
  });

  it('refuses an oversized or non-text sistema', async () => {
    const token = await t.login('admin@demo.com.br');
    const res = await t.app.inject({
      url: `/api/Usuarios/getUserInfo?sistema=${'x'.repeat(51)}`,
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('selected branch', () => {
  it('answers the selected branch and says it is valid', async () => {
    const token = await t.login('admin@demo.com.br');
    const res = await t.app.inject({
      url: '/api/Usuarios/obterfilialselecionada',
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<FilialSelecionada>()).toMatchObject({ nome: 'Matriz', cpfCnpj: '11.222.333/0001-81' });
    expect(
      (await t.app.inject({ url: '/api/Usuarios/verificaFilial', headers: { authorization: token } })).json(),
    ).toEqual({ valida: true });
  });

  it('says the branch is no longer valid once access to it is removed', async () => {
    const token = await t.login('contador@demo.com.br');
    const [user] = await t.server.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.email, 'contador@demo.com.br'));
    await t.server.db.delete(usuarioFiliais).where(eq(usuarioFiliais.usuarioId, user!.id));
    expect(
      (await t.app.inject({ url: '/api/Usuarios/verificaFilial', headers: { authorization: token } })).json(),
    ).toEqual({ valida: false });
    const res = await t.app.inject({
      url: '/api/Usuarios/obterfilialselecionada',
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toMatch(/Nenhuma filial/);
  });
});
