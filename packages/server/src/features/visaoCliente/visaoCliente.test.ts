import type { UserInfo } from '@erp/domain';
import { empresas } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { call, databaseDigest } from '../../testing/adminTestKit';

let t: TestServer;
let master: string;
let demoId: number;
let acmeId: number;
beforeAll(async () => {
  t = await startTestServer();
  master = await t.login('master@demo.com.br');
  const rows = await t.server.db.select().from(empresas);
  demoId = rows.find((e) => e.nome === 'Mercado Demo Ltda')!.id;
  acmeId = rows.find((e) => e.nome === 'Acme Comércio')!.id;
});
afterAll(() => t.close());

const open = async (token: string, empresaId: number) =>
  call(t, token, 'POST', '/api/Admin/visao-cliente', { empresaId });

describe('POST /api/Admin/visao-cliente', () => {
  it('opens a read-only session inside the company: its user info, branch and dashboard', async () => {
    const res = await open(master, demoId);
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    const info = await call(t, token, 'GET', '/api/Usuarios/getUserInfo');
    expect(info.statusCode).toBe(200);
    expect(info.json<UserInfo>()).toMatchObject({
      email: 'master@demo.com.br',
      empresaObj: { id: demoId, nome: 'Mercado Demo Ltda' },
      painelAdministrativo: false,
      visaoCliente: { empresaId: demoId, nome: 'Mercado Demo Ltda' },
    });
    const branch = await call(t, token, 'GET', '/api/Usuarios/obterfilialselecionada');
    expect(branch.json<{ id: number }>().id).toBe(info.json<UserInfo>().filialSelecionada);
    expect((await call(t, token, 'GET', '/api/Dashboard/resumo')).statusCode).toBe(200);
    const own = (await call(t, master, 'GET', '/api/Usuarios/getUserInfo')).json<UserInfo>();
    expect(own.visaoCliente).toBeUndefined();
    expect(own.painelAdministrativo).toBe(true);
  });

  it('refuses every write with the client-view message and changes nothing; logout ends it', async () => {
    // Logging out inside the view signs its staff session out too (clientViewSessions.test.ts): a session of its own.
    const staff = await t.login('master@demo.com.br');
    const { token } = (await open(staff, demoId)).json<{ token: string }>();
    const before = await databaseDigest(t.server.db);
    for (const [method, url, payload] of [
      ['POST', '/api/Favoritos', { menuId: 'clientes' }],
      ['PUT', '/api/Usuarios/1', { nome: 'x' }],
      ['DELETE', '/api/Alertas/1', undefined],
      ['POST', '/api/Usuarios/alteraSenha', { senhaAntiga: 'demo123', senhaNova: 'outra123' }],
    ] as const) {
      const res = await call(t, token, method, url, payload);
      expect([url, res.statusCode, res.json().error.message]).toEqual([
        url,
        403,
        'Visão do cliente: somente leitura.',
      ]);
    }
    expect(await databaseDigest(t.server.db)).toBe(before);
    // Not the administrative panel either.
    expect((await call(t, token, 'GET', '/api/ConfigWhiteLabels/1/admin')).statusCode).toBe(403);
    expect((await call(t, token, 'POST', '/api/Usuarios/logout')).statusCode).toBe(204);
    expect((await call(t, token, 'GET', '/api/Usuarios/getUserInfo')).statusCode).toBe(401);
  });

  it('expires after one hour', async () => {
    const { token } = (await open(master, demoId)).json<{ token: string }>();
    t.clock.advance(59 * 60_000);
    expect((await call(t, token, 'GET', '/api/Usuarios/getUserInfo')).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await call(t, token, 'GET', '/api/Usuarios/getUserInfo')).statusCode).toBe(401);
    // The admin's own session lasts longer.
    expect((await call(t, master, 'GET', '/api/Usuarios/getUserInfo')).statusCode).toBe(200);
  });

  it("is refused for another brand's company and answers 404 for an unknown one", async () => {
    expect((await open(master, acmeId)).statusCode).toBe(403);
    const missing = await open(master, 999999);
    expect([missing.statusCode, missing.json().error.message]).toEqual([
      404,
      'Empresa não encontrada para a visão do cliente.',
    ]);
    const suporte = await t.login('suporte@demo.com.br');
    expect((await open(suporte, acmeId)).statusCode).toBe(200);
  });
});

describe('GET /api/Admin/empresas', () => {
  it("finds a brand's companies by name or document, each with every branch", async () => {
    const res = await call(
      t,
      master,
      'GET',
      `/api/Admin/empresas?idConfig=1&busca=${encodeURIComponent('mercado')}`,
    );
    expect(res.statusCode).toBe(200);
    const [demo, ...rest] = res.json<Array<{ id: number; nome: string; filiais: Array<{ nome: string }> }>>();
    expect(rest).toEqual([]);
    expect(demo).toMatchObject({ id: demoId, nome: 'Mercado Demo Ltda' });
    expect(demo?.filiais.map((f) => f.nome).sort()).toEqual(['Filial Centro', 'Matriz']);
    const all = (await call(t, master, 'GET', '/api/Admin/empresas?idConfig=1')).json<
      Array<{ nome: string }>
    >();
    expect(all.map((e) => e.nome)).not.toContain('Acme Comércio');
    expect((await call(t, master, 'GET', '/api/Admin/empresas?idConfig=2')).statusCode).toBe(403);
    expect((await call(t, master, 'GET', '/api/Admin/empresas?idConfig=1&busca=%25')).json()).toEqual([]);
  });
});

/** A view of the demo company opened by `staff`: its token. */
const openView = async (staff: string) => {
  const res = await open(staff, demoId);
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
};
const status = async (token: string) => (await call(t, token, 'GET', '/api/Usuarios/getUserInfo')).statusCode;

describe('client-view sessions end with the view and with the staff session', () => {
  it('leaving the view revokes its token and keeps the staff session', async () => {
    const staff = await t.login('master@demo.com.br');
    const view = await openView(staff);
    expect(await status(view)).toBe(200);
    expect((await call(t, view, 'POST', '/api/Admin/visao-cliente/sair')).statusCode).toBe(204);
    expect(await status(view)).toBe(401);
    expect(await status(staff)).toBe(200);
  });

  it('logging out inside a view revokes both the view and the staff session', async () => {
    const staff = await t.login('master@demo.com.br');
    const view = await openView(staff);
    expect((await call(t, view, 'POST', '/api/Usuarios/logout')).statusCode).toBe(204);
    expect(await status(view)).toBe(401);
    expect(await status(staff)).toBe(401);
  });

  it('a staff session that ends takes its view with it', async () => {
    const staff = await t.login('suporte@demo.com.br');
    const view = await openView(staff);
    expect((await call(t, staff, 'POST', '/api/Usuarios/logout')).statusCode).toBe(204);
    expect(await status(view)).toBe(401);
  });

  it('opening another view ends the previous one; other sessions of the same staff member are untouched', async () => {
    const staff = await t.login('master@demo.com.br');
    const elsewhere = await t.login('master@demo.com.br');
    const otherView = await openView(elsewhere);
    const first = await openView(staff);
    const second = await openView(staff);
    expect(await status(first)).toBe(401);
    expect(await status(second)).toBe(200);
    expect(await status(otherView)).toBe(200);
    expect(await status(elsewhere)).toBe(200);
  });

  it('leaving is for a view only, with a Portuguese 400', async () => {
    const staff = await t.login('master@demo.com.br');
    const res = await call(t, staff, 'POST', '/api/Admin/visao-cliente/sair');
    expect([res.statusCode, res.json().error.message]).toEqual([
      400,
      'Esta sessão não é uma visão do cliente.',
    ]);
    expect(await status(staff)).toBe(200);
  });
});
