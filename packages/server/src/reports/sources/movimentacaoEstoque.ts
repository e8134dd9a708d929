import { STOCK_MOVEMENT_TYPE_LABELS } from '@erp/domain';
import { and, count, eq, sql, sum, type SQL } from 'drizzle-orm';
import { locaisEstoque, produtos } from '../../db/schema';
import { ofBranch } from '../../db/ofBranch';
import { describePeriod } from '../period';
import { keyset } from '../keyset';
import type { ReportScope } from '../reportSource';
import { instantColumn, labelColumn, reportTable } from '../reportTable';
import { equalsWhenGiven, withinPeriod } from '../scopeConditions';
import { tableReport, totalsSummary } from '../tableReport';
import { mov, movementsWithProduct, movementUnitCost, movementValue } from './stockMovements';

function scoped(scope: ReportScope): SQL | undefined {
  return and(
    ofBranch(mov, scope),
    withinPeriod(mov.dataHora, scope.filters),
    equalsWhenGiven(produtos.categoriaId, scope.filters.categoriaId),
  );
}

const pageBy = keyset(mov.dataHora, mov.id, { cast: 'timestamptz' });

const table = reportTable({
  dataHora: instantColumn('Data', 13, mov.dataHora),
  tipo: labelColumn('Tipo', 16, mov.tipo, STOCK_MOVEMENT_TYPE_LABELS),
  produto: { header: 'Produto', format: 'text', width: 34, select: produtos.descricao },
  local: { header: 'Local', format: 'text', width: 14, select: locaisEstoque.nome },
  quantidade: { header: 'Quantidade', format: 'quantity', width: 10, select: mov.quantidade },
  custo: {
    header: 'Custo unitário',
    format: 'brl',
    width: 12,
    select: movementUnitCost.mapWith(Number),
  },
  valor: { header: 'Valor', format: 'brl', width: 13, select: movementValue.mapWith(Number) },
});

/** Every stock movement of the branch in the period, with the type names of the domain. */
export const movimentacaoEstoque = tableReport({
  table,
  pageBy,
  scoped,
  rows: (db, fields) =>
    movementsWithProduct(db, fields).innerJoin(locaisEstoque, eq(locaisEstoque.id, mov.localEstoqueId)),
  summary: totalsSummary(scoped, movementsWithProduct, {
    movimentos: { label: 'Movimentações', format: 'integer', select: count() },
    entradas: {
      label: 'Total das entradas',
      format: 'brl',
      select: sum(sql`case when ${mov.quantidade} > 0 then ${movementValue} else 0 end`).mapWith(Number),
    },
    saidas: {
      label: 'Total das saídas',
      format: 'brl',
      select: sum(sql`case when ${mov.quantidade} < 0 then -${movementValue} else 0 end`).mapWith(Number),
    },
  }),
  describeFilters: (scope) => describePeriod(scope.filters),
});
