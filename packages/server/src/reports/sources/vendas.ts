import { and, count, eq, sql, sum, type SQL } from 'drizzle-orm';
import { pessoas, vendas as vendasTable, vendedores, type SaleStatus } from '../../db/schema';
import { ofBranch } from '../../db/ofBranch';
import { describePeriod } from '../period';
import { keyset } from '../keyset';
import type { ReportScope, SummaryLine } from '../reportSource';
import { instantColumn, joinedTextColumn, labelColumn, reportTable } from '../reportTable';
import { equalsWhenGiven, withinPeriod } from '../scopeConditions';
import { tableReport, totalsSummary } from '../tableReport';

function scoped(scope: ReportScope): SQL | undefined {
  return and(
    ofBranch(vendasTable, scope),
    withinPeriod(vendasTable.dataHora, scope.filters),
    equalsWhenGiven(vendasTable.vendedorId, scope.filters.vendedorId),
  );
}

const finished = eq(vendasTable.status, 'finalizada');

const STATUS_LABELS: Record<SaleStatus, string> = { finalizada: 'Finalizada', cancelada: 'Cancelada' };

const pageBy = keyset(vendasTable.dataHora, vendasTable.id, { cast: 'timestamptz' });

const table = reportTable({
  numero: { header: 'Número', format: 'integer', width: 8, select: vendasTable.numero },
  dataHora: instantColumn('Data', 13, vendasTable.dataHora),
  // Customer and seller are left-joined: a sale may have neither.
  cliente: joinedTextColumn('Cliente', 26, pessoas.nome, 'Consumidor final'),
  vendedor: joinedTextColumn('Vendedor', 18, vendedores.nome, ''),
  subtotal: { header: 'Subtotal', format: 'brl', width: 11, select: vendasTable.subtotal },
  desconto: { header: 'Desconto', format: 'brl', width: 10, select: vendasTable.desconto },
  total: { header: 'Total', format: 'brl', width: 11, select: vendasTable.total },
  status: labelColumn('Situação', 10, vendasTable.status, STATUS_LABELS),
});

const totals = totalsSummary(scoped, (db, fields) => db.select(fields).from(vendasTable), {
  finalizadas: {
    label: 'Vendas finalizadas',
    format: 'integer',
    select: sql<number>`count(*) filter (where ${finished})`.mapWith(Number),
  },
  canceladas: {
    label: 'Vendas canceladas',
    format: 'integer',
    select: sql<number>`count(*) filter (where not ${finished})`.mapWith(Number),
  },
  total: {
    label: 'Total vendido',
    format: 'brl',
    select: sql<number>`coalesce(sum(${vendasTable.total}) filter (where ${finished}), 0)`.mapWith(Number),
  },
});

/** Sales of the branch in the period (cancelled ones listed, counted nowhere), with totals per seller. */
export const vendas = tableReport({
  table,
  pageBy,
  scoped,
  rows: (db, fields) =>
    db
      .select(fields)
      .from(vendasTable)
      .leftJoin(pessoas, eq(pessoas.id, vendasTable.clienteId))
      .leftJoin(vendedores, eq(vendedores.id, vendasTable.vendedorId)),

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
    const lines: SummaryLine[] = perSeller.map((s) => ({
      label: `${s.vendedor} (${s.vendas} ${s.vendas === 1 ? 'venda' : 'vendas'})`,
      value: s.total ?? 0,
      format: 'brl',
    }));
    return [...lines, ...(await totals(db, scope))];
  },

  describeFilters: (scope) => describePeriod(scope.filters),
});
