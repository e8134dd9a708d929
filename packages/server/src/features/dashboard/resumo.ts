// The company's calendar: "today", "this month" and the series' days are São Paulo days.
import { TIME_ZONE, type DashboardResumo } from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lancamentosFinanceiros, produtos, saldosEstoque, vendas } from '../../db/schema';

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
 * `vendas_filial_data_idx`, `lancamentos_financeiros_filial_vencimento_idx`, `saldos_estoque_abaixo_minimo_idx`, which holds only the balances below their minimum), and
 * sales periods are ranges on `data_hora` computed from the São Paulo day, so the index serves them.
 */
export async function loadDashboardResumo(db: Database, scope: Scope): Promise<DashboardResumo> {
  const { empresaId, filialId, now } = scope;
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date`;
  const startOf = (day: ReturnType<typeof sql>) => sql`((${day})::timestamp at time zone ${TIME_ZONE})`;
  const startOfToday = startOf(today);
  const endOfToday = startOf(sql`${today} + 1`);
  const startOfMonth = startOf(sql`date_trunc('month', ${today})::date`);
  const startOf30Days = startOf(sql`${today} - 29`);
  const open = sql`${lancamentosFinanceiros.valor} - ${lancamentosFinanceiros.valorPago}`;
  const due = (tipo: 'receber' | 'pagar', period: ReturnType<typeof sql>) =>
    sql`round(coalesce(sum(${open}) filter (where ${lancamentosFinanceiros.tipo} = ${tipo} and ${period}), 0), 2)::float8`;
  const next7 = sql`${lancamentosFinanceiros.vencimento} between ${today} and ${today} + 6`;
  const overdue = sql`${lancamentosFinanceiros.vencimento} < ${today}`;
  const money = (value: ReturnType<typeof sql>) => sql`round(coalesce(${value}, 0), 2)::float8`;

  // One round trip. The period bounds are expressions of the parameter (not columns of a CTE), so the planner uses
  // them as index conditions; the sales of the month and of the last 30 days are read once, in one index range.
  const [row] = await rowsOf<
    Omit<DashboardResumo, 'vendasUltimos30Dias'> & { serie: { data: string; total: number }[] }
  >(
    db,
    sql`with v as materialized (
      select ${vendas.dataHora} as data_hora, ${vendas.total} as total from ${vendas}
      where ${vendas.empresaId} = ${empresaId} and ${vendas.filialId} = ${filialId} and ${vendas.status} = 'finalizada'
        and ${vendas.dataHora} >= least(${startOfMonth}, ${startOf30Days}) and ${vendas.dataHora} < ${endOfToday}
    )
    select
      ${money(sql`(select sum(v.total) from v where v.data_hora >= ${startOfToday})`)} as "vendasHoje",
      (select count(*)::int from v where v.data_hora >= ${startOfToday}) as "quantidadeVendasHoje",
      ${money(sql`(select sum(v.total) from v where v.data_hora >= ${startOfMonth})`)} as "vendasMes",
      f.*,
      (select count(distinct s.produto_id)::int from ${saldosEstoque} s join ${produtos} p on p.id = s.produto_id
        where s.empresa_id = ${empresaId} and s.filial_id = ${filialId} and s.quantidade < s.estoque_minimo
          and p.ativo) as "produtosEstoqueBaixo",
      (select json_agg(json_build_object('data', to_char(d.dia, 'YYYY-MM-DD'), 'total', ${money(sql`s.total`)}) order by d.dia)
        from generate_series(${today} - 29, ${today}, interval '1 day') as d(dia)
        left join (select (v.data_hora at time zone ${TIME_ZONE})::date as dia, sum(v.total) as total
          from v where v.data_hora >= ${startOf30Days} group by 1) s on s.dia = d.dia::date) as serie
    from (select
        ${due('receber', next7)} as "receberProximos7Dias",
        ${due('pagar', next7)} as "pagarProximos7Dias",
        ${due('receber', overdue)} as "receberVencido",
        ${due('pagar', overdue)} as "pagarVencido"
      from ${lancamentosFinanceiros}
      where ${lancamentosFinanceiros.empresaId} = ${empresaId} and ${lancamentosFinanceiros.filialId} = ${filialId}
        and ${lancamentosFinanceiros.status} = 'aberto') f`,
  );
  if (!row) throw new Error('Resumo do dashboard sem linha');
  const { serie, ...summary } = row;
  return {
    ...summary,
    vendasUltimos30Dias: serie.map((day) => ({ data: day.data, total: Number(day.total) })),
  };
}
