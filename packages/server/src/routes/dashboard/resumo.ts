import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lancamentosFinanceiros, produtos, saldosEstoque, vendas } from '../../db/schema';

/** The company's calendar: "today", "this month" and the series' days are São Paulo days. */
const TIME_ZONE = 'America/Sao_Paulo';

/** `GET /api/Dashboard/resumo`: money in reais with 2 decimals, counts as integers. */
export interface DashboardResumo {
  vendasHoje: number;
  vendasMes: number;
  quantidadeVendasHoje: number;
  /** Open amounts (valor − valor pago) due today or in the 6 days after it. */
  receberProximos7Dias: number;
  pagarProximos7Dias: number;
  /** Open amounts due before today. */
  receberVencido: number;
  pagarVencido: number;
  /** Active products whose stock in the branch's locations is below their minimum. */
  produtosEstoqueBaixo: number;
  /** The last 30 days, oldest first, today included; days without sales are 0. */
  vendasUltimos30Dias: { data: string; total: number }[];
}

interface Scope {
  empresaId: number;
  filialId: number;
  /** The server clock's instant; tests move it. */
  now: Date;
}

// Both drivers answer `{ rows }`; the driver-neutral Database type leaves the result untyped.
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/**
 * The figures of one branch of one company. Every query filters on company AND branch first (the leading columns of
 * `vendas_filial_data_idx`, `lancamentos_financeiros_filial_vencimento_idx`, `saldos_estoque_filial_produto_idx`), and
 * sales periods are ranges on `data_hora` computed from the São Paulo day, so the index serves them.
 */
export async function loadDashboardResumo(db: Database, scope: Scope): Promise<DashboardResumo> {
  const { empresaId, filialId, now } = scope;
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date`;
  const startOf = (day: ReturnType<typeof sql>) => sql`((${day})::timestamp at time zone ${TIME_ZONE})`;
  const salesOfBranch = sql`${vendas.empresaId} = ${empresaId} and ${vendas.filialId} = ${filialId} and ${vendas.status} = 'finalizada'`;
  const open = sql`${lancamentosFinanceiros.valor} - ${lancamentosFinanceiros.valorPago}`;
  const due = (tipo: 'receber' | 'pagar', period: ReturnType<typeof sql>) =>
    sql`round(coalesce(sum(${open}) filter (where ${lancamentosFinanceiros.tipo} = ${tipo} and ${period}), 0), 2)::float8`;
  const next7 = sql`${lancamentosFinanceiros.vencimento} between ${today} and ${today} + 6`;
  const overdue = sql`${lancamentosFinanceiros.vencimento} < ${today}`;

  const [summary] = await rowsOf<Omit<DashboardResumo, 'vendasUltimos30Dias'>>(
    db,
    sql`select
      (select round(coalesce(sum(${vendas.total}), 0), 2)::float8 from ${vendas}
        where ${salesOfBranch} and ${vendas.dataHora} >= ${startOf(today)} and ${vendas.dataHora} < ${startOf(sql`${today} + 1`)}) as "vendasHoje",
      (select count(*)::int from ${vendas}
        where ${salesOfBranch} and ${vendas.dataHora} >= ${startOf(today)} and ${vendas.dataHora} < ${startOf(sql`${today} + 1`)}) as "quantidadeVendasHoje",
      (select round(coalesce(sum(${vendas.total}), 0), 2)::float8 from ${vendas}
        where ${salesOfBranch} and ${vendas.dataHora} >= ${startOf(sql`date_trunc('month', ${today})::date`)} and ${vendas.dataHora} < ${startOf(sql`${today} + 1`)}) as "vendasMes",
      f.*,
      (select count(*)::int from ${produtos} p
        join (select ${saldosEstoque.produtoId} as produto_id, sum(${saldosEstoque.quantidade}) as quantidade from ${saldosEstoque}
              where ${saldosEstoque.empresaId} = ${empresaId} and ${saldosEstoque.filialId} = ${filialId}
              group by ${saldosEstoque.produtoId}) s on s.produto_id = p.id
        where p.empresa_id = ${empresaId} and p.ativo and s.quantidade < p.estoque_minimo) as "produtosEstoqueBaixo"
    from (select
        ${due('receber', next7)} as "receberProximos7Dias",
        ${due('pagar', next7)} as "pagarProximos7Dias",
        ${due('receber', overdue)} as "receberVencido",
        ${due('pagar', overdue)} as "pagarVencido"
      from ${lancamentosFinanceiros}
      where ${lancamentosFinanceiros.empresaId} = ${empresaId} and ${lancamentosFinanceiros.filialId} = ${filialId}
        and ${lancamentosFinanceiros.status} = 'aberto') f`,
  );

  const series = await rowsOf<{ data: string; total: number }>(
    db,
    sql`select to_char(d.dia, 'YYYY-MM-DD') as data, round(coalesce(s.total, 0), 2)::float8 as total
    from generate_series(${today} - 29, ${today}, interval '1 day') as d(dia)
    left join (
      select (${vendas.dataHora} at time zone ${TIME_ZONE})::date as dia, sum(${vendas.total}) as total
      from ${vendas}
      where ${salesOfBranch} and ${vendas.dataHora} >= ${startOf(sql`${today} - 29`)} and ${vendas.dataHora} < ${startOf(sql`${today} + 1`)}
      group by 1
    ) s on s.dia = d.dia::date
    order by d.dia`,
  );

  if (!summary) throw new Error('Resumo do dashboard sem linha');
  return {
    ...summary,
    vendasUltimos30Dias: series.map((row) => ({ data: row.data, total: Number(row.total) })),
  };
}
