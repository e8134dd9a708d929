import type { DashboardResumo } from '@erp/domain';
import { eq } from 'drizzle-orm';
import {
  brands,
  empresas,
  filiais,
  lancamentosFinanceiros,
  locaisEstoque,
  produtos,
  saldosEstoque,
  usuarioFiliais,
  usuarios,
  vendas,
} from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demoCompanies';
import { startTestServer, type TestServer } from '../../testing/testServer';

// 11:00 in São Paulo on 15 March 2025 (UTC−3): "today" is 2025-03-15, the series runs from 2025-02-14.
const NOW = Date.parse('2025-03-15T14:00:00Z');

let t: TestServer;
let db: TestServer['server']['db'];
let userId: number;
let branchA: number;
let branchB: number;

type SaleRow = typeof vendas.$inferInsert;
type EntryRow = typeof lancamentosFinanceiros.$inferInsert;

async function company(nome: string, cnpj: string, branchNames: string[]) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.idConfig, 1));
  const [empresa] = await db.insert(empresas).values({ brandId: brand!.id, nome, cpfCnpj: cnpj }).returning();
  const branches = await db
    .insert(filiais)
    .values(branchNames.map((n) => ({ empresaId: empresa!.id, nome: n, cpfCnpj: cnpj })))
    .returning();
  return { empresaId: empresa!.id, branchIds: branches.map((b) => b.id) };
}

function sale(
  empresaId: number,
  filialId: number,
  instant: string,
  total: number,
  extra: Partial<SaleRow> = {},
) {
  return {
    empresaId,
    filialId,
    numero: 1,
    dataHora: new Date(instant),
    subtotal: total,
    total,
    formaPagamento: '01',
    status: 'finalizada',
    modelo: 65,
    ...extra,
  } satisfies SaleRow;
}

function entry(
  empresaId: number,
  filialId: number,
  tipo: 'receber' | 'pagar',
  vencimento: string,
  valor: number,
  extra: Partial<EntryRow> = {},
) {
  return {
    empresaId,
    filialId,
    tipo,
    descricao: 'Teste',
    valor,
    vencimento,
    status: 'aberto',
    ...extra,
  } satisfies EntryRow;
}

async function resumo(token: string): Promise<DashboardResumo> {
  const res = await t.app.inject({ url: '/api/Dashboard/resumo', headers: { authorization: token } });
  expect(res.statusCode).toBe(200);
  return res.json<DashboardResumo>();
}

beforeAll(async () => {
  t = await startTestServer();
  db = t.server.db;
  t.clock.advance(NOW - t.clock());

  const own = await company('Empresa do Teste do Painel', '12.345.678/0001-95', ['Loja A', 'Loja B']);
  const other = await company('Outra Empresa', '98.765.432/0001-98', ['Loja X']);
  const { empresaId } = own;
  [branchA, branchB] = own.branchIds as [number, number];
  const otherEmpresa = other.empresaId;
  const otherBranch = other.branchIds[0]!;

  const [user] = await db
    .insert(usuarios)
    .values({
      email: 'painel@teste.com.br',
      nome: 'Paula Painel',
      senhaHash: await t.server.context.passwords.hash(DEMO_PASSWORD),
      empresaId,
      filialSelecionadaId: branchA,
      perfilAdmin: true,
    })
    .returning();
  userId = user!.id;
  await db.insert(usuarioFiliais).values([
    { usuarioId: userId, filialId: branchA },
    { usuarioId: userId, filialId: branchB },
  ]);

  await db.insert(vendas).values([
    sale(empresaId, branchA, '2025-03-15T13:00:00Z', 100.5), // 10:00 today
    sale(empresaId, branchA, '2025-03-16T01:00:00Z', 50.25), // 22:00 today in São Paulo, already tomorrow in UTC
    sale(empresaId, branchA, '2025-03-15T15:00:00Z', 999, { status: 'cancelada' }),
    sale(empresaId, branchA, '2025-03-15T02:30:00Z', 20), // 23:30 yesterday in São Paulo
    sale(empresaId, branchA, '2025-03-01T15:00:00Z', 30),
    sale(empresaId, branchA, '2025-02-28T15:00:00Z', 40), // last month, inside the 30 days
    sale(empresaId, branchA, '2025-02-13T15:00:00Z', 60), // before the 30 days
    sale(empresaId, branchB, '2025-03-15T12:00:00Z', 77),
    sale(otherEmpresa, otherBranch, '2025-03-15T12:00:00Z', 5000),
  ]);

  await db.insert(lancamentosFinanceiros).values([
    entry(empresaId, branchA, 'receber', '2025-03-15', 100, { valorPago: 40 }), // 60 still open
    entry(empresaId, branchA, 'receber', '2025-03-21', 10), // today + 6: last of the 7 days
    entry(empresaId, branchA, 'receber', '2025-03-22', 500), // today + 7: outside
    entry(empresaId, branchA, 'receber', '2025-03-16', 300, {
      status: 'pago',
      valorPago: 300,
      dataPagamento: '2025-03-10',
    }),
    entry(empresaId, branchA, 'receber', '2025-03-14', 25),
    entry(empresaId, branchA, 'pagar', '2025-03-18', 70.1),
    entry(empresaId, branchA, 'pagar', '2025-03-01', 33.33),
    entry(empresaId, branchA, 'pagar', '2025-03-01', 1000, { status: 'cancelado' }),
    entry(empresaId, branchB, 'pagar', '2025-03-17', 11),
    entry(otherEmpresa, otherBranch, 'receber', '2025-03-16', 8000),
    entry(otherEmpresa, otherBranch, 'pagar', '2025-03-01', 9000),
  ]);

  const locals = await db
    .insert(locaisEstoque)
    .values([
      { empresaId, filialId: branchA, nome: 'Depósito A' },
      { empresaId, filialId: branchA, nome: 'Loja A' },
      { empresaId, filialId: branchB, nome: 'Depósito B' },
    ])
    .returning();
  const [l1, l2, l3] = locals.map((l) => l.id) as [number, number, number];
  const product = (codigo: string, estoqueMinimo: number, ativo = true) => ({
    empresaId,
    codigo,
    descricao: `Produto ${codigo}`,
    ncm: '10063021',
    unidade: 'UN',
    tipo: 0 as const,
    custo: 1,
    precoVenda: 2,
    estoqueMinimo,
    ativo,
  });
  const items = await db
    .insert(produtos)
    .values([product('P1', 10), product('P2', 5), product('P3', 10, false), product('P4', 3)])
    .returning();
  const [p1, p2, p3, p4] = items.map((p) => p.id) as [number, number, number, number];
  const balance = (
    filialId: number,
    localEstoqueId: number,
    produtoId: number,
    quantidade: number,
    estoqueMinimo: number,
  ) => ({ empresaId, filialId, localEstoqueId, produtoId, quantidade, estoqueMinimo });
  await db.insert(saldosEstoque).values([
    balance(branchA, l1, p1, 4, 10), // below the minimum in both of the branch's locations: one product
    balance(branchA, l2, p1, 3, 10),
    balance(branchA, l1, p2, 5, 5), // exactly the minimum: not low
    balance(branchA, l1, p3, 0, 10), // inactive product: not counted
    balance(branchB, l3, p1, 20, 10),
    balance(branchB, l3, p2, 1, 5), // low in B only
    balance(branchB, l3, p4, 0, 3), // low in B only
  ]);
});
afterAll(() => t.close());

describe('GET /api/Dashboard/resumo', () => {
  it('sums the selected branch’s sales, open entries and low stock on São Paulo days', async () => {
    const figures = await resumo(await t.login('painel@teste.com.br'));
    expect(figures).toMatchObject({
      vendasHoje: 150.75,
      quantidadeVendasHoje: 2,
      vendasMes: 200.75,
      receberProximos7Dias: 70,
      pagarProximos7Dias: 70.1,
      receberVencido: 25,
      pagarVencido: 33.33,
      produtosEstoqueBaixo: 1,
    });
    const series = figures.vendasUltimos30Dias;
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ data: '2025-02-14', total: 0 });
    expect(series[29]).toEqual({ data: '2025-03-15', total: 150.75 });
    expect(series.filter((day) => day.total > 0)).toEqual([
      { data: '2025-02-28', total: 40 },
      { data: '2025-03-01', total: 30 },
      { data: '2025-03-14', total: 20 },
      { data: '2025-03-15', total: 150.75 },
    ]);
  });

  it('follows a branch switch and never counts the other branch or company', async () => {
    await db.update(usuarios).set({ filialSelecionadaId: branchB }).where(eq(usuarios.id, userId));
    try {
      const figures = await resumo(await t.login('painel@teste.com.br'));
      expect(figures).toMatchObject({
        vendasHoje: 77,
        quantidadeVendasHoje: 1,
        vendasMes: 77,
        receberProximos7Dias: 0,
        pagarProximos7Dias: 11,
        receberVencido: 0,
        pagarVencido: 0,
        produtosEstoqueBaixo: 2,
      });
      expect(figures.vendasUltimos30Dias.filter((day) => day.total > 0)).toEqual([
        { data: '2025-03-15', total: 77 },
      ]);
    } finally {
      await db.update(usuarios).set({ filialSelecionadaId: branchA }).where(eq(usuarios.id, userId));
    }
  });

  it('moves "today" with the clock: the next São Paulo day starts at 03:00 UTC', async () => {
    const token = await t.login('painel@teste.com.br');
    t.clock.advance(Date.parse('2025-03-16T03:00:00Z') - t.clock());
    try {
      const figures = await resumo(token);
      expect(figures.vendasHoje).toBe(0);
      expect(figures.vendasMes).toBe(200.75);
      expect(figures.receberVencido).toBe(85); // 60 due yesterday became overdue
      expect(figures.vendasUltimos30Dias[29]).toEqual({ data: '2025-03-16', total: 0 });
    } finally {
      t.clock.advance(NOW - t.clock());
    }
  });

  it('shows the seeded company its own demo data, dated around the seed’s day', async () => {
    t.clock.advance(Date.now() - t.clock());
    try {
      const figures = await resumo(await t.login('admin@demo.com.br'));
      expect(figures.vendasUltimos30Dias.some((day) => day.total > 0)).toBe(true);
      // The seed guarantees open entries in the next days and overdue ones in every branch.
      expect(figures.receberProximos7Dias).toBeGreaterThan(0);
      expect(figures.pagarProximos7Dias).toBeGreaterThan(0);
      expect(figures.receberVencido).toBeGreaterThan(0);
      expect(figures.pagarVencido).toBeGreaterThan(0);
    } finally {
      t.clock.advance(NOW - t.clock());
    }
  });

  it('answers 404 when the user has no valid selected branch', async () => {
    const token = await t.login('painel@teste.com.br');
    await db.delete(usuarioFiliais).where(eq(usuarioFiliais.filialId, branchA));
    try {
      const res = await t.app.inject({ url: '/api/Dashboard/resumo', headers: { authorization: token } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(
        'Nenhuma filial disponível para o seu usuário. Fale com o administrador da sua empresa.',
      );
    } finally {
      await db.insert(usuarioFiliais).values({ usuarioId: userId, filialId: branchA });
    }
  });

  it('refuses a caller without a session', async () => {
    const res = await t.app.inject({ url: '/api/Dashboard/resumo' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Autenticação necessária. Faça login novamente.');
  });
});
