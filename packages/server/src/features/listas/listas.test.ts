import { LIST_MAX_PAGE_SIZE, LIST_PAGES, MESSAGES, type ListName } from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  filiais,
  lancamentosFinanceiros,
  saldosEstoque,
  usuarioFiliais,
  usuarios,
  vendas,
} from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { LISTS } from './routes';

let t: TestServer;
let admin: string;
let acme: string;
let trial: string;

type Row = Record<string, unknown> & { id: number };

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const resourceOf = (name: ListName) => LIST_PAGES[name].resource;

async function get(token: string, url: string) {
  return t.app.inject({ url, headers: { authorization: token } });
}

async function list(token: string, name: ListName, filter: unknown = {}): Promise<Row[]> {
  const res = await get(token, `/api/${resourceOf(name)}?filter=${q(filter)}`);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json<Row[]>();
}

async function countOf(token: string, name: ListName, where: unknown = {}): Promise<number> {
  const res = await get(token, `/api/${resourceOf(name)}/count?where=${q(where)}`);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json<{ count: number }>().count;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.login('admin@demo.com.br');
  acme = await t.login('admin@acme.com.br');
  trial = await t.login('trial@demo.com.br');
});
afterAll(() => t.close());

const names = LISTS.map((definition) => definition.name);

describe('every list', () => {
  it.each(names)(
    '%s: a page of the caller’s rows, its count, and never another company’s rows',
    async (name) => {
      const own = await list(admin, name, { limit: 20 });
      expect(own.length).toBeGreaterThan(0);
      expect(await countOf(admin, name)).toBeGreaterThanOrEqual(own.length);
      const ids = own.map((row) => row.id);
      // Another company (of the same brand, or of another) asking for exactly those ids gets none of them, or is
      // refused when its own menus do not offer the page (Acme has no fiscal module).
      for (const other of [trial, acme]) {
        const res = await get(other, `/api/${resourceOf(name)}?filter=${q({ where: { id: { inq: ids } } })}`);
        if (res.statusCode === 403) continue;
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([]);
        expect(await countOf(other, name, { id: { inq: ids } })).toBe(0);
        const theirs = await list(other, name, { limit: 50 });
        expect(theirs.map((row) => row.id).filter((id) => ids.includes(id))).toEqual([]);
      }
    },
  );

  it.each(names)('%s: only allow-listed fields in where and order, in Portuguese', async (name) => {
    const resource = resourceOf(name);
    const badWhere = await get(admin, `/api/${resource}?filter=${q({ where: { empresaId: 1 } })}`);
    expect(badWhere.statusCode).toBe(400);
    expect(badWhere.json().error.message).toMatch(/^O campo "empresaId" não pode ser usado em filtros de /);
    const badOrder = await get(admin, `/api/${resource}?filter=${q({ order: 'senhaHash DESC' })}`);
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().error.message).toMatch(/^O campo "senhaHash" não pode ser usado na ordenação de /);
    const badCount = await get(admin, `/api/${resource}/count?where=${q({ filialId: 1 })}`);
    expect(badCount.statusCode).toBe(400);
    const badInclude = await get(admin, `/api/${resource}?filter=${q({ include: 'empresa' })}`);
    expect(badInclude.statusCode).toBe(400);
  });
});

describe('paging and sorting', () => {
  it('caps a page at the largest size and pages without overlap', async () => {
    const big = await list(admin, 'movimentacoes', { limit: 100_000 });
    expect(big).toHaveLength(LIST_MAX_PAGE_SIZE);
    const first = await list(admin, 'clientes', { order: 'cidade ASC', limit: 50 });
    const second = await list(admin, 'clientes', { order: 'cidade ASC', limit: 50, skip: 50 });
    expect(second.map((r) => r.id).filter((id) => first.some((r) => r.id === id))).toEqual([]);
  });

  it('sorts on an allow-listed field both ways', async () => {
    const asc = await list(admin, 'produtos', { order: 'precoVenda ASC', limit: 30 });
    const prices = asc.map((row) => row.precoVenda as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await list(admin, 'pedidosVenda', { order: 'total DESC', limit: 30 });
    const totals = desc.map((row) => row.total as number);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('keeps only the fields asked for', async () => {
    const rows = await list(admin, 'clientes', { fields: ['id', 'nome'], limit: 3 });
    expect(rows.every((row) => Object.keys(row).sort().join() === 'id,nome')).toBe(true);
  });
});

describe('filters that matter per list', () => {
  it('finds a customer by name and by CNPJ typed with or without its mask', async () => {
    const [someone] = await list(admin, 'clientes', { where: { cpfCnpj: { like: '%/%' } }, limit: 1 });
    expect(someone).toBeDefined();
    const document = String(someone!.cpfCnpj);
    const byName = await list(admin, 'clientes', {
      where: { nome: { ilike: `%${String(someone!.nome)}%` } },
    });
    expect(byName.map((r) => r.id)).toContain(someone!.id);
    const digits = document.replace(/\D/g, '');
    const byDigits = await list(admin, 'clientes', { where: { documento: { like: `%${digits}%` } } });
    expect(byDigits.map((r) => r.id)).toEqual([someone!.id]);
    const byMask = await list(admin, 'clientes', { where: { cpfCnpj: document } });
    expect(byMask.map((r) => r.id)).toEqual([someone!.id]);
  });

  it('filters sales by seller and month, and the rows add up to the database’s total', async () => {
    const [sale] = await list(admin, 'pedidosVenda', { where: { vendedorId: { neq: null } }, limit: 1 });
    const vendedorId = sale!.vendedorId as number;
    const where = {
      vendedorId,
      dataHora: { between: ['2025-01-01T00:00:00.000-03:00', '2100-01-31T23:59:59.999-03:00'] },
    };
    const rows = await list(admin, 'pedidosVenda', { where, limit: LIST_MAX_PAGE_SIZE });
    expect(rows.every((row) => row.vendedorId === vendedorId)).toBe(true);
    expect(await countOf(admin, 'pedidosVenda', where)).toBeGreaterThanOrEqual(rows.length);
    const month = String(sale!.dataHora).slice(0, 7);
    const monthWhere = {
      vendedorId,
      dataHora: { between: [`${month}-01T03:00:00.000Z`, `${month}-28T03:00:00.000Z`] },
    };
    const monthRows = await list(admin, 'pedidosVenda', { where: monthWhere, limit: LIST_MAX_PAGE_SIZE });
    const [expected] = await t.server.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(vendas)
      .where(
        and(
          eq(vendas.vendedorId, vendedorId),
          eq(vendas.filialId, await selectedBranch('admin@demo.com.br')),
          sql`${vendas.dataHora} between ${`${month}-01T03:00:00.000Z`} and ${`${month}-28T03:00:00.000Z`}`,
        ),
      );
    expect(monthRows.length).toBe(expected!.n);
  });

  it('shows fiscal coupons and invoices apart', async () => {
    const coupons = await list(admin, 'cuponsFiscais', { limit: 50 });
    const invoices = await list(admin, 'notasFiscais', { limit: 50 });
    expect(coupons.every((row) => row.modelo === 65)).toBe(true);
    expect(invoices.every((row) => row.modelo === 55)).toBe(true);
  });

  it('gives each product the selected branch’s balance over its locations', async () => {
    const [product] = await list(admin, 'produtos', { where: { saldo: { gt: 0 } }, limit: 1 });
    const filialId = await selectedBranch('admin@demo.com.br');
    const [sum] = await t.server.db
      .select({ total: sql<number>`sum(${saldosEstoque.quantidade})`.mapWith(Number) })
      .from(saldosEstoque)
      .where(and(eq(saldosEstoque.produtoId, product!.id), eq(saldosEstoque.filialId, filialId)));
    expect(product!.saldo).toBeCloseTo(sum!.total, 3);
  });

  it('filters due dates as calendar days and refuses a day that does not exist', async () => {
    const rows = await list(admin, 'contasReceber', {
      where: { vencimento: { between: ['2000-01-01', '2100-12-31'] }, status: 'aberto' },
      limit: 20,
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === 'aberto')).toBe(true);
    const res = await get(admin, `/api/ContasReceber?filter=${q({ where: { vencimento: '2025-02-30' } })}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Valor inválido para o campo "vencimento" no filtro.');
  });
});

async function selectedBranch(email: string): Promise<number> {
  const [user] = await t.server.db
    .select({ filialId: usuarios.filialSelecionadaId })
    .from(usuarios)
    .where(eq(usuarios.email, email));
  return user!.filialId!;
}

describe('branch switch', () => {
  it('scopes the per-branch lists to the selected branch', async () => {
    const filialId = await selectedBranch('admin@demo.com.br');
    const [user] = await t.server.db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.com.br'));
    const [other] = await t.server.db
      .select({ id: filiais.id })
      .from(usuarioFiliais)
      .innerJoin(filiais, eq(filiais.id, usuarioFiliais.filialId))
      .where(and(eq(usuarioFiliais.usuarioId, user!.id), sql`${filiais.id} <> ${filialId}`));
    const before = await list(admin, 'contasPagar', { limit: 50 });
    await t.server.db
      .update(usuarios)
      .set({ filialSelecionadaId: other!.id })
      .where(eq(usuarios.id, user!.id));
    try {
      const after = await list(admin, 'contasPagar', { limit: 50 });
      expect(after.map((r) => r.id).filter((id) => before.some((r) => r.id === id))).toEqual([]);
      const [expected] = await t.server.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(lancamentosFinanceiros)
        .where(and(eq(lancamentosFinanceiros.filialId, other!.id), eq(lancamentosFinanceiros.tipo, 'pagar')));
      expect(await countOf(admin, 'contasPagar')).toBe(expected!.n);
    } finally {
      await t.server.db
        .update(usuarios)
        .set({ filialSelecionadaId: filialId })
        .where(eq(usuarios.id, user!.id));
    }
  });
});

describe('who may list', () => {
  it('answers the salesperson customers and sales, and 403 for finance and suppliers as their menus do', async () => {
    const seller = await t.login('vendedor@demo.com.br');
    expect((await list(seller, 'clientes', { limit: 1 })).length).toBe(1);
    expect((await list(seller, 'pedidosVenda', { limit: 1 })).length).toBe(1);
    for (const name of ['contasReceber', 'contasPagar', 'fornecedores'] as const) {
      const res = await get(seller, `/api/${resourceOf(name)}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MESSAGES.errors.forbiddenPage);
      expect((await get(seller, `/api/${resourceOf(name)}/count`)).statusCode).toBe(403);
    }
  });

  it('refuses without a session, and with 402 while the branch is blocked', async () => {
    expect((await t.app.inject({ url: '/api/Clientes' })).statusCode).toBe(401);
    const blocked = await t.login('expirado@demo.com.br');
    expect((await get(blocked, '/api/Clientes')).statusCode).toBe(402);
  });
});
