import { and, count, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import { pessoas, vendas as vendasTable, vendedores } from '../../db/schema';
import { describePeriod, periodBounds } from '../period';
import { keyset } from '../keyset';
import type { ReportScope, ReportSource, SummaryLine } from '../reportSource';

function scoped(scope: ReportScope): SQL | undefined {
  const { from, to } = periodBounds(scope.filters);
  return and(
    eq(vendasTable.empresaId, scope.empresaId),
    eq(vendasTable.filialId, scope.filialId),
    gte(vendasTable.dataHora, from),
    lt(vendasTable.dataHora, to),
    scope.filters.vendedorId !== undefined ? eq(vendasTable.vendedorId, scope.filters.vendedorId) : undefined,
  );
}

const finished = eq(vendasTable.status, 'finalizada');

const pageBy = keyset(vendasTable.dataHora, vendasTable.id, 'timestamptz');

/** Sales of the branch in the period (cancelled ones listed, counted nowhere), with totals per seller. */
export const vendas: ReportSource = {
  columns: [
    { header: 'Número', format: 'integer', width: 8 },
    { header: 'Data', format: 'datetime', width: 13 },
    { header: 'Cliente', format: 'text', width: 26 },
    { header: 'Vendedor', format: 'text', width: 18 },
    { header: 'Subtotal', format: 'brl', width: 11 },
    { header: 'Desconto', format: 'brl', width: 10 },
    { header: 'Total', format: 'brl', width: 11 },
    { header: 'Situação', format: 'text', width: 10 },
  ],

  async page(db, scope, cursor, limit) {
    const rows = await db
      .select({
        id: vendasTable.id,
        // Full microsecond precision: a cursor rounded to milliseconds would read the same rows again.
        at: sql<string>`${vendasTable.dataHora}::text`,
        numero: vendasTable.numero,
        dataHora: vendasTable.dataHora,
        cliente: pessoas.nome,
        vendedor: vendedores.nome,
        subtotal: vendasTable.subtotal,
        desconto: vendasTable.desconto,
        total: vendasTable.total,
        status: vendasTable.status,
      })
      .from(vendasTable)
      .leftJoin(pessoas, eq(pessoas.id, vendasTable.clienteId))
      .leftJoin(vendedores, eq(vendedores.id, vendasTable.vendedorId))
      .where(and(scoped(scope), pageBy.after(cursor)))
      .orderBy(...pageBy.order)
      .limit(limit);
    return {
      rows: rows.map((r) => [
        r.numero,
        r.dataHora.toISOString(),
        r.cliente ?? 'Consumidor final',
        r.vendedor ?? '',
        r.subtotal,
        r.desconto,
        r.total,
        r.status === 'finalizada' ? 'Finalizada' : 'Cancelada',
      ]),
      next: pageBy.next(rows, limit, (last) => [last.at, last.id]),
    };
  },

  async summary(db, scope) {
    const perSeller = await db
      .select({
        vendedor: sql<string>`coalesce(${vendedores.nome}, 'Sem vendedor')`,
        vendas: count(),
        total: sum(vendasTable.total).mapWith(Number),
      })
      .from(vendasTable)
      .leftJoin(vendedores, eq(vendedores.id, vendasTable.vendedorId))
      .where(and(scoped(scope), finished))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    const [totals] = await db
      .select({
        finalizadas: sql<number>`count(*) filter (where ${finished})`.mapWith(Number),
        canceladas: sql<number>`count(*) filter (where not ${finished})`.mapWith(Number),
        total: sql<number>`coalesce(sum(${vendasTable.total}) filter (where ${finished}), 0)`.mapWith(Number),
      })
      .from(vendasTable)
      .where(scoped(scope));
    const lines: SummaryLine[] = perSeller.map((s) => ({
      label: `${s.vendedor} (${s.vendas} ${s.vendas === 1 ? 'venda' : 'vendas'})`,
      value: s.total ?? 0,
      format: 'brl',
    }));
    return [
      ...lines,
      { label: 'Vendas finalizadas', value: totals?.finalizadas ?? 0, format: 'integer' },
      { label: 'Vendas canceladas', value: totals?.canceladas ?? 0, format: 'integer' },
      { label: 'Total vendido', value: totals?.total ?? 0, format: 'brl' },
    ];
  },

  describeFilters: (scope) => describePeriod(scope.filters),
};
