import { eq } from 'drizzle-orm';
import { categorias, empresas, vendedores } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
let admin: string;
let vendedor: string;
let acme: string;

beforeAll(async () => {
  t = await startTestServer();
  [admin, vendedor, acme] = await Promise.all([
    t.login('admin@demo.com.br'),
    t.login('vendedor@demo.com.br'),
    t.login('admin@acme.com.br'),
  ]);
});
afterAll(() => t.close());

const get = (token: string, list: 'vendedores' | 'categorias') =>
  t.app.inject({ url: `/api/Relatorios/opcoes/${list}`, headers: { authorization: token } });

async function companyId(nome: string): Promise<number> {
  const [row] = await t.server.db.select({ id: empresas.id }).from(empresas).where(eq(empresas.nome, nome));
  return row!.id;
}

describe('Relatorios/opcoes', () => {
  it("lists the company's own sellers, by name, as { id, nome }", async () => {
    const res = await get(admin, 'vendedores');
    expect(res.statusCode).toBe(200);
    const sellers = res.json<Array<{ id: number; nome: string }>>();
    const own = await t.server.db
      .select({ id: vendedores.id })
      .from(vendedores)
      .where(eq(vendedores.empresaId, await companyId('Mercado Demo Ltda')));
    expect(sellers.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      own.map((s) => s.id).sort((a, b) => a - b),
    );
    expect(sellers.length).toBeGreaterThan(0);
    const names = sellers.map((s) => s.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('lists categories as their hierarchy path (spec 001 §3), only of the caller’s company', async () => {
    const demo = await companyId('Mercado Demo Ltda');
    const parent = await t.server.db
      .insert(categorias)
      .values({ empresaId: demo, descricao: 'Bebidas Teste' })
      .returning({ id: categorias.id });
    const [child] = await t.server.db
      .insert(categorias)
      .values({ empresaId: demo, descricao: 'Refrigerantes', parentId: parent[0]!.id })
      .returning({ id: categorias.id });
    const res = await get(admin, 'categorias');
    expect(res.statusCode).toBe(200);
    const list = res.json<Array<{ id: number; nome: string }>>();
    expect(list).toContainEqual({ id: child!.id, nome: 'Bebidas Teste - Refrigerantes' });

    const other = (await get(acme, 'categorias')).json<Array<{ id: number }>>();
    expect(other.map((c) => c.id)).not.toContain(child!.id);
    const acmeSellers = (await get(acme, 'vendedores')).json<Array<{ id: number }>>();
    const demoSellers = (await get(admin, 'vendedores')).json<Array<{ id: number }>>();
    expect(acmeSellers.filter((s) => demoSellers.some((d) => d.id === s.id))).toEqual([]);
  });

  it('is refused without the reports permission, and without a session', async () => {
    const refused = await get(vendedor, 'vendedores');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Você não tem permissão para acessar os relatórios.');
    expect((await t.app.inject({ url: '/api/Relatorios/opcoes/categorias' })).statusCode).toBe(401);
  });
});
