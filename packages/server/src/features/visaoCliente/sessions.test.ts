import { empresas } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { call } from '../../testing/adminTestKit';

let t: TestServer;
let demoId: number;
beforeAll(async () => {
  t = await startTestServer();
  const rows = await t.server.db.select().from(empresas);
  demoId = rows.find((e) => e.nome === 'Mercado Demo Ltda')!.id;
});
afterAll(() => t.close());

const open = async (staff: string) => {
  const res = await call(t, staff, 'POST', '/api/Admin/visao-cliente', { empresaId: demoId });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
};
const status = async (token: string) => (await call(t, token, 'GET', '/api/Usuarios/getUserInfo')).statusCode;

describe('client-view sessions end with the view and with the staff session', () => {
  it('leaving the view revokes its token and keeps the staff session', async () => {
    const staff = await t.login('master@demo.com.br');
    const view = await open(staff);
    expect(await status(view)).toBe(200);
    expect((await call(t, view, 'POST', '/api/Admin/visao-cliente/sair')).statusCode).toBe(204);
    expect(await status(view)).toBe(401);
    expect(await status(staff)).toBe(200);
  });

  it('logging out inside a view revokes both the view and the staff session', async () => {
    const staff = await t.login('master@demo.com.br');
    const view = await open(staff);
    expect((await call(t, view, 'POST', '/api/Usuarios/logout')).statusCode).toBe(204);
    expect(await status(view)).toBe(401);
    expect(await status(staff)).toBe(401);
  });

  it('a staff session that ends takes its view with it', async () => {
    const staff = await t.login('suporte@demo.com.br');
    const view = await open(staff);
    expect((await call(t, staff, 'POST', '/api/Usuarios/logout')).statusCode).toBe(204);
    expect(await status(view)).toBe(401);
  });

  it('opening another view ends the previous one; other sessions of the same staff member are untouched', async () => {
    const staff = await t.login('master@demo.com.br');
    const elsewhere = await t.login('master@demo.com.br');
    const otherView = await open(elsewhere);
    const first = await open(staff);
    const second = await open(staff);
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
