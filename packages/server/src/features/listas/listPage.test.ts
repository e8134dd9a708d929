import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { usuarios } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { movimentacoesList } from './estoque';
import { listColumns, type ListRows, type ListScope } from './listDefinition';
import { readListPage, type ListPageQuery } from './listPage';

let t: TestServer;
let scope: ListScope;

beforeAll(async () => {
  t = await startTestServer();
  const [admin] = await t.server.db
    .select({ empresaId: usuarios.empresaId, filialId: usuarios.filialSelecionadaId })
    .from(usuarios)
    .where(eq(usuarios.email, 'admin@demo.com.br'));
  scope = { empresaId: admin!.empresaId!, filialId: admin!.filialId! };
});
afterAll(() => t.close());

/** The page as one plain query would read it: every row joined, ordered and skipped in the database. */
async function plainPage(rows: ListRows, page: ListPageQuery) {
  return t.server.db
    .select()
    .from(rows)
    .where(page.where)
    .orderBy(...page.order, asc(listColumns(rows).id!))
    .limit(page.limit)
    .offset(page.offset);
}

async function countOf(rows: ListRows, where: SQL | undefined): Promise<number> {
  const [row] = await t.server.db.select({ n: count() }).from(rows).where(where);
  return row!.n;
}

describe('readListPage', () => {
  it('gives the plain query’s rows in its order on a deep page whose sort key ties', async () => {
    const rows = movimentacoesList.rows(t.server.db, scope);
    const columns = listColumns(rows);
    const total = await countOf(rows, undefined);
    // Movements of the demo sell 1 to 4 units: hundreds of rows share each quantity, so only the id orders them.
    const [ties] = await t.server.db
      .select({ n: count() })
      .from(rows)
      .where(sql`${columns.quantidade} = -1`);
    expect(ties!.n).toBeGreaterThan(40);
    for (const order of [
      [desc(columns.quantidade!)],
      [asc(columns.quantidade!)],
      [desc(columns.dataHora!)],
    ]) {
      for (const offset of [0, 20, total - 37, total - 5, total + 10]) {
        const page = { where: undefined, order, limit: 20, offset };
        const deferred = await readListPage(t.server.db, rows, page);
        expect(deferred).toEqual(await plainPage(rows, page));
        if (offset < total) expect(deferred.length).toBeGreaterThan(0);
      }
    }
  });

  it('filters and sorts on the joined columns the same way', async () => {
    const rows = movimentacoesList.rows(t.server.db, scope);
    const columns = listColumns(rows);
    const where = and(ilike(sql`${columns.produto}`, '%a%'), sql`${columns.quantidade} < 0`);
    const total = await countOf(rows, where);
    expect(total).toBeGreaterThan(60);
    const page = {
      where,
      order: [asc(columns.deposito!), desc(columns.quantidade!)],
      limit: 25,
      offset: total - 30,
    };
    const deferred = await readListPage(t.server.db, rows, page);
    expect(deferred).toHaveLength(25);
    expect(deferred).toEqual(await plainPage(rows, page));
  });
});
