import { StockMovementType } from '@erp/domain';
import { and, count, countDistinct, eq, sql, sum, type SQL } from 'drizzle-orm';
import { ofBranch } from '../../db/ofBranch';
import { describePeriod } from '../period';
import { keyset } from '../keyset';
import type { ReportScope } from '../reportSource';
import { reportTable } from '../reportTable';
import { withinPeriod } from '../scopeConditions';
import { tableReport, totalsSummary } from '../tableReport';
import { mov, movementsWithProduct, movementValue } from './stockMovements';

/*
 * There is no purchase-invoice table yet: the entries of goods are the stock movements of type COMPRA. One entry
 * ("nota") is the purchases of one day with the same originating document (origem_id, when the purchase has one).
 */
const day = sql<string>`to_char(${mov.dataHora} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`;
const document = sql<number>`coalesce(${mov.origemId}, 0)`;

function scoped(scope: ReportScope): SQL | undefined {
  return and(
    ofBranch(mov, scope),
    eq(mov.tipo, StockMovementType.COMPRA),
    withinPeriod(mov.dataHora, scope.filters),
  );
}

const pageBy = keyset(day, document, { grouped: true });

const table = reportTable({
  dia: { header: 'Data', format: 'date', width: 14, select: day },
  documento: {
    header: 'Documento',
    format: 'text',
    width: 14,
    select: document.mapWith(Number),
    cell: (documento) => (documento ? String(documento) : 'Sem documento'),
  },
  produtos: { header: 'Produtos', format: 'integer', width: 12, select: countDistinct(mov.produtoId) },
  itens: { header: 'Itens', format: 'integer', width: 12, select: count() },
  quantidade: {
    header: 'Quantidade',
    format: 'quantity',
    width: 16,
    select: sum(mov.quantidade).mapWith(Number),
  },
  valor: { header: 'Valor total', format: 'brl', width: 18, select: sum(movementValue).mapWith(Number) },
});

/** Purchase entries of the branch in the period, one line per day and document. */
export const entradaNotaFiscal = tableReport({
  table,
  pageBy,
  scoped,
  rows: movementsWithProduct,
  summary: totalsSummary(scoped, movementsWithProduct, {
    itens: { label: 'Itens recebidos', format: 'integer', select: count() },
    valor: { label: 'Valor total das entradas', format: 'brl', select: sum(movementValue).mapWith(Number) },
  }),
  describeFilters: (scope) => describePeriod(scope.filters),
});
