import type { Favorito } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { favoritos, usuarios } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const list = async (token: string) =>
  (await t.app.inject({ url: '/api/Favoritos', headers: { authorization: token } })).json<Favorito[]>();
const add = (token: string, link: string, title = 'Página') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Favoritos',
    headers: { authorization: token },
    payload: { link, title },
  });
const remove = (token: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/Favoritos/${id}`, headers: { authorization: token } });

describe('favourites', () => {
  it('stores a menu page with the catalogue’s title and keeps it for the user in any session', async () => {
    const res = await add(await t.login('admin@demo.com.br'), '#/pages/vendas/clientes/', 'qualquer');
    expect(res.statusCode).toBe(200);
    expect(res.json<Favorito>()).toEqual({
      id: expect.any(Number),
      link: '/pages/vendas/clientes',
      title: 'Clientes',
    });
    // Another sign-in (another browser) sees the same list.
    expect(await list(await t.login('admin@demo.com.br'))).toEqual([res.json()]);
    expect(await list(await t.login('vendedor@demo.com.br'))).toEqual([]);
  });

  it('refuses duplicates, default favourites, pages outside the menus and pages the user cannot see', async () => {
    const admin = await t.login('admin@demo.com.br');
    const duplicate = await add(admin, '/pages/vendas/clientes');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('Esta página já está nos favoritos.');
    expect((await add(admin, '/pages/dashboard')).statusCode).toBe(409);
    const unknown = await add(admin, '/pages/nao-existe');
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().error.message).toBe('Não é possível favoritar esta página');
    // The seller has no finance permission: the page is not in their menu.
    const hidden = await add(await t.login('vendedor@demo.com.br'), '/pages/financeiro/ofx');
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().error.message).toBe('Não é possível favoritar esta página');
  });

  it('refuses every favourite to an accountant', async () => {
    const res = await add(await t.login('contador@demo.com.br'), '/pages/nfe/exportar-xml-nfe');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Não é possível favoritar esta página');
  });

  it('stops at the limit with the spec’s message', async () => {
    const token = await t.login('trial@demo.com.br');
    const pages = [
      'vendas/clientes',
      'vendas/vendedores',
      'vendas/promocao',
      'estoque/produtos',
      'estoque/categorias',
      'estoque/variacoes',
      'compras/pedido',
      'compras/fornecedores',
      'compras/transportadores',
      'nfe/nota-fiscal',
    ];
    for (const page of pages) expect((await add(token, `/pages/${page}`)).statusCode).toBe(200);
    const over = await add(token, '/pages/nfe/cupom-fiscal');
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('Limite de 10 favoritos');
    expect(await list(token)).toHaveLength(10);
  });

  it('deletes only the user’s own favourites, never a default one', async () => {
    const admin = await t.login('admin@demo.com.br');
    const [own] = await list(admin);
    const intruder = await remove(await t.login('vendedor@demo.com.br'), own!.id);
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json().error.message).toBe('Favorito não encontrado.');
    expect((await remove(admin, own!.id)).statusCode).toBe(200);
    expect(await list(admin)).toEqual([]);
    // A default favourite stored by an older client still cannot go.
    const [user] = await t.server.db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.com.br'));
    const [stored] = await t.server.db
      .insert(favoritos)
      .values({ usuarioId: user!.id, link: '/pages/dashboard', title: 'Dashboard' })
      .returning();
    const refused = await remove(admin, stored!.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("O menu 'Dashboard' não pode ser removido dos favoritos");
  });

  it('validates the body', async () => {
    const token = await t.login('admin@demo.com.br');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Favoritos',
      headers: { authorization: token },
      payload: { link: 'x'.repeat(301), title: 'a' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('O campo link deve ter no máximo 300 caracteres.');
  });
});
