import { addDays, isValidCpfCnpj, saoPauloDate, saoPauloInstant } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { createPasswordHasher } from '../../../auth/passwords';
import { readEmptyCluster, TEST_SEED_SCALE, testSeedInstant } from '../../../testing/testDatabase';
import { startTestServer, type TestServer } from '../../../testing/testServer';
import { workerCache } from '../../../testing/workerCache';
import { openDatabase } from '../../database';
import { seedDatabase } from '../seed';
import { countBusinessData } from './businessCounts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.server.db.execute(query)) as { rows: T[] }).rows;
}

describe('business demo data (tests’ 2 % snapshot)', () => {
  it('gives every person a CPF or CNPJ with valid check digits and every product an 8-digit NCM', async () => {
    const people = await rows<{ cpf_cnpj: string }>(sql`select cpf_cnpj from pessoas`);
    expect(people.length).toBeGreaterThan(50);
    expect(people.filter((p) => !isValidCpfCnpj(p.cpf_cnpj))).toEqual([]);
    const [ncm] = await rows<{ bad: number }>(
      sql`select count(*)::int as bad from produtos where ncm !~ '^[0-9]{8}$'`,
    );
    expect(ncm?.bad).toBe(0);
  });

  it('keeps every stock balance equal to the sum of its location’s movements', async () => {
    const mismatches = await rows<{ produto_id: number }>(sql`
      select s.produto_id from saldos_estoque s
      left join (select local_estoque_id, produto_id, sum(quantidade) as q from movimentacoes_estoque
                 group by 1, 2) m on m.local_estoque_id = s.local_estoque_id and m.produto_id = s.produto_id
      where s.quantidade <> coalesce(m.q, 0)`);
    expect(mismatches).toEqual([]);
  });

  it('makes each sale’s total its items minus the discount, and keeps sales and items in one company', async () => {
    const [bad] = await rows<{ n: number }>(sql`
      select count(*)::int as n from vendas v
      join (select venda_id, sum(total) as itens from itens_venda group by 1) i on i.venda_id = v.id
      where v.subtotal <> i.itens or v.total <> v.subtotal - v.desconto`);
    expect(bad?.n).toBe(0);
    const [crossed] = await rows<{ n: number }>(sql`
      select count(*)::int as n from itens_venda i join vendas v on v.id = i.venda_id
      join produtos p on p.id = i.produto_id where i.empresa_id <> v.empresa_id or p.empresa_id <> v.empresa_id`);
    expect(crossed?.n).toBe(0);
  });

  it('gives every demo company customers, products, sales and finance entries', async () => {
    const companies = await rows<{
      nome: string;
      pessoas: number;
      produtos: number;
      vendas: number;
      lancamentos: number;
    }>(sql`
      select e.nome,
        (select count(*)::int from pessoas where empresa_id = e.id) as pessoas,
        (select count(*)::int from produtos where empresa_id = e.id) as produtos,
        (select count(*)::int from vendas where empresa_id = e.id) as vendas,
        (select count(*)::int from lancamentos_financeiros where empresa_id = e.id) as lancamentos
      from empresas e where e.nome in ('Mercado Demo Ltda', 'ERP Demo Administração', 'Padaria Teste',
        'Loja Expirada', 'Comércio Inadimplente', 'Acme Comércio')`);
    expect(companies).toHaveLength(6);
    for (const company of companies) {
      expect(
        Math.min(company.pessoas, company.produtos, company.vendas, company.lancamentos),
      ).toBeGreaterThan(0);
    }
  });

  it('spreads Mercado Demo’s sales over 12 months, both branches and several sellers, with every finance state', async () => {
    const counts = await countBusinessData(t.server.db, 'Mercado Demo Ltda', new Date());
    expect(counts.mesesComVendas).toBeGreaterThanOrEqual(12);
    expect(counts.filiaisComVendas).toBe(2);
    expect(counts.vendedoresComVendas).toBeGreaterThan(1);
    expect(counts.locaisComSaldo).toBeGreaterThanOrEqual(2);
    expect(counts.lancamentosPagos).toBeGreaterThan(0);
    expect(counts.lancamentosVencidos).toBeGreaterThan(0);
    expect(counts.lancamentosProximos7Dias).toBeGreaterThan(0);
    expect(counts.produtosAbaixoMinimo).toBeGreaterThan(0);
    const [seller] = await rows<{ email: string }>(sql`
      select u.email from vendedores v join usuarios u on u.id = v.usuario_id`);
    expect(seller?.email).toBe('vendedor@demo.com.br');
  });
});

describe('seed calendar', () => {
  it('leaves the planner statistics of the tables it filled (the embedded database never analyses them itself)', async () => {
    const stats = await rows<{ relname: string; reltuples: number }>(sql`
      select relname, reltuples::float8 as reltuples from pg_class
      where relname in ('vendas', 'movimentacoes_estoque', 'pessoas', 'produtos', 'lancamentos_financeiros')`);
    expect(stats).toHaveLength(5);
    // reltuples is -1 on a table never analysed: the planner then assumes a handful of rows and joins row by row.
    expect(stats.filter((table) => table.reltuples <= 0)).toEqual([]);
  });

  it('writes São Paulo local times with the −03:00 offset and counts days on its calendar', () => {
    expect(saoPauloInstant('2025-03-15', 22 * 60).toISOString()).toBe('2025-03-16T01:00:00.000Z');
    expect(saoPauloDate(Date.parse('2025-03-16T02:59:00Z'))).toBe('2025-03-15');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
  });
});

describe('determinism', () => {
  // Columns that depend only on the code, the scale and the seed's São Paulo day (sales per day follow the weekday).
  const fingerprint = sql`
    select (select json_agg(json_build_object('n', nome, 'd', cpf_cnpj) order by id) from pessoas) as pessoas,
           (select json_agg(json_build_object('n', numero, 'v', total) order by id) from vendas) as vendas,
           (select json_agg(quantidade order by id) from saldos_estoque) as saldos`;

  it('seeds the same people, sales and stock again from scratch', async () => {
    // From a new cluster (no initdb to run again) with the worker's compiled engine, on the snapshot's seed instant.
    const handle = await openDatabase(
      { driver: 'pglite', dataDir: 'memory://' },
      { engine: workerCache()?.engine, snapshot: readEmptyCluster() },
    );
    try {
      await handle.migrate();
      await seedDatabase(handle.db, {
        passwords: createPasswordHasher({ memoryKiB: 1024, timeCost: 1, parallelism: 1 }),
        clock: testSeedInstant,
        hostPort: t.config.hostPort,
        scale: TEST_SEED_SCALE,
      });
      const again = ((await handle.db.execute(fingerprint)) as { rows: unknown[] }).rows;
      expect(again).toEqual(await rows(fingerprint));
    } finally {
      await handle.close();
    }
    // A new embedded cluster, every migration and a seed in one test: 31 s on the shared 2-core machine at load 30.
  }, 90_000);
});
