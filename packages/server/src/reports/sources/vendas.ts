import { and, count, eq, sql, sum, type SQL } from 'drizzle-orm';
import { pessoas, vendas as vendasTable, vendedores } from '../../db/schema';
import { ofBranch } from '../../db/ofBranch';
import { describePeriod } from '../period';
import { keyset } from '../keyset';
import type { ReportScope, ReportSource, SummaryLine } from '../reportSource';
import { instantCell, reportTable } from '../reportTable';
import { equalsWhenGiven, withinPeriod } from '../scopeConditions';

function scoped(scope: ReportScope): SQL | undefined {
  return and(
    ofBranch(vendasTable, scope),
    withinPeriod(vendasTable.dataHora, scope.filters),
    equalsWhenGiven(vendasTable.vendedorId, scope.filters.vendedorId),
  );
}

const finished = eq(vendasTable.status, 'finalizada');

const pageBy = keyset(vendasTable.dataHora, vendasTable.id, 'timestamptz');

const table = reportTable({
  numero: { header: 'Número', format: 'integer', width: 8, select: vendasTable.numero },
  dataHora: {
    header: 'Data',
    format: 'datetime',
    width: 13,
    select: vendasTable.dataHora,
    cell: instantCell,
  },
  // Customer and seller are left-joined: a sale may have neither.
  cliente: {
    header: 'Cliente',
    format: 'text',
    width: 26,
    select: pessoas.nome,
    cell: (nome: string | null) => nome ?? 'Consumidor final',
  },
  vendedor: {
    header: 'Vendedor',
    format: 'text',
    width: 18,
    select: vendedores.nome,
    cell: (nome: string | null) => nome ?? '',
  },
  subtotal: { header: 'Subtotal', format: 'brl', width: 11, select: vendasTable.subtotal },
  desconto: { header: 'Desconto', format: 'brl', width: 10, select: vendasTable.desconto },
  total: { header: 'Total', format: 'brl', width: 11, select: vendasTable.total },
  status: {
    header: 'Situação',
    format: 'text',
    width: 10,
    select: vendasTable.status,
    cell: (status) => (status === 'finalizada' ? 'Finalizada' : 'Cancelada'),
  },
});

/** Sales of the branch in the period (cancelled ones listed, counted nowhere), with totals per seller. */
export const vendas: ReportSource = {
  columns: table.columns,

  async page(db, scope, cursor, limit) {
    const query = db
      .select({ ...table.select, ...pageBy.fields })
      .from(vendasTable)
      .leftJoin(pessoas, eq(pessoas.id, vendasTable.clienteId))
      .leftJoin(vendedores, eq(vendedores.id, vendasTable.vendedorId));
    const rows = await pageBy.pageAfter(query.$dynamic(), scoped(scope), cursor, limit);
    return pageBy.toPage(rows, limit, table.cells);
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
