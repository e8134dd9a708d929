import { STOCK_MOVEMENT_TYPE_LABELS } from '@erp/domain';
import { and, count, eq, sql, sum, type SQL } from 'drizzle-orm';
import { locaisEstoque, movimentacoesEstoque as mov, produtos } from '../../db/schema';
import { ofBranch } from '../../db/ofBranch';
import { describePeriod } from '../period';
import { keyset } from '../keyset';
import type { ReportScope, ReportSource } from '../reportSource';
import { instantCell, reportTable } from '../reportTable';
import { equalsWhenGiven, withinPeriod } from '../scopeConditions';

function scoped(scope: ReportScope): SQL | undefined {
  return and(
    ofBranch(mov, scope),
    withinPeriod(mov.dataHora, scope.filters),
    equalsWhenGiven(produtos.categoriaId, scope.filters.categoriaId),
  );
}

const value = sql<number>`round(${mov.quantidade} * coalesce(${mov.custoUnitario}, ${produtos.custo}), 2)`;

const pageBy = keyset(mov.dataHora, mov.id, 'timestamptz');

const table = reportTable({
  dataHora: { header: 'Data', format: 'datetime', width: 13, select: mov.dataHora, cell: instantCell },
  tipo: {
    header: 'Tipo',
    format: 'text',
    width: 16,
    select: mov.tipo,
    cell: (tipo) => STOCK_MOVEMENT_TYPE_LABELS[tipo] ?? String(tipo),
  },
  produto: { header: 'Produto', format: 'text', width: 34, select: produtos.descricao },
  local: { header: 'Local', format: 'text', width: 14, select: locaisEstoque.nome },
  quantidade: { header: 'Quantidade', format: 'quantity', width: 10, select: mov.quantidade },
  custo: {
    header: 'Custo unitário',
    format: 'brl',
    width: 12,
    select: sql<number>`coalesce(${mov.custoUnitario}, ${produtos.custo})`.mapWith(Number),
  },
  valor: { header: 'Valor', format: 'brl', width: 13, select: value.mapWith(Number) },
});

/** Every stock movement of the branch in the period, with the type names of the domain. */
export const movimentacaoEstoque: ReportSource = {
  columns: table.columns,

  async page(db, scope, cursor, limit) {
    const query = db
      .select({ ...table.select, ...pageBy.fields })
      .from(mov)
      .innerJoin(produtos, eq(produtos.id, mov.produtoId))
      .innerJoin(locaisEstoque, eq(locaisEstoque.id, mov.localEstoqueId));
    const rows = await pageBy.pageAfter(query.$dynamic(), scoped(scope), cursor, limit);
    return pageBy.toPage(rows, limit, table.cells);
  },

  async summary(db, scope) {
    const [totals] = await db
      .select({
        movimentos: count(),
        entradas: sum(sql`case when ${mov.quantidade} > 0 then ${value} else 0 end`).mapWith(Number),
        saidas: sum(sql`case when ${mov.quantidade} < 0 then -${value} else 0 end`).mapWith(Number),
      })
      .from(mov)
      .innerJoin(produtos, eq(produtos.id, mov.produtoId))
      .where(scoped(scope));
    return [
      { label: 'Movimentações', value: totals?.movimentos ?? 0, format: 'integer' },
      { label: 'Total das entradas', value: totals?.entradas ?? 0, format: 'brl' },
      { label: 'Total das saídas', value: totals?.saidas ?? 0, format: 'brl' },
    ];
  },

  describeFilters: (scope) => describePeriod(scope.filters),
};
