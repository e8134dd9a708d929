import { StockMovementType } from '@erp/domain';
import { and, count, countDistinct, eq, sql, sum, type SQL } from 'drizzle-orm';
import { movimentacoesEstoque as mov, produtos } from '../../db/schema';
import { ofBranch } from '../../db/ofBranch';
import { describePeriod } from '../period';
import { keyset } from '../keyset';
import type { ReportScope, ReportSource } from '../reportSource';
import { reportTable } from '../reportTable';
import { withinPeriod } from '../scopeConditions';

/*
 * There is no purchase-invoice table yet: the entries of goods are the stock movements of type COMPRA. One entry
 * ("nota") is the purchases of one day with the same originating document (origem_id, when the purchase has one).
 */
const day = sql<string>`to_char(${mov.dataHora} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`;
const document = sql<number>`coalesce(${mov.origemId}, 0)`;
const value = sql`round(${mov.quantidade} * coalesce(${mov.custoUnitario}, ${produtos.custo}), 2)`;

function scoped(scope: ReportScope): SQL | undefined {
  return and(
    ofBranch(mov, scope),
    eq(mov.tipo, StockMovementType.COMPRA),
    withinPeriod(mov.dataHora, scope.filters),
  );
}

const pageBy = keyset(day, document);

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
  valor: { header: 'Valor total', format: 'brl', width: 18, select: sum(value).mapWith(Number) },
});

/** Purchase entries of the branch in the period, one line per day and document. */
export const entradaNotaFiscal: ReportSource = {
  columns: table.columns,

  // Grouped rows: the cursor's condition goes to `having`.
  async page(db, scope, cursor, limit) {
    const rows = await db
      .select({ ...table.select, ...pageBy.fields })
      .from(mov)
      .innerJoin(produtos, eq(produtos.id, mov.produtoId))
      .where(scoped(scope))
      .groupBy(day, document)
      .having(pageBy.after(cursor))
      .orderBy(...pageBy.order)
      .limit(limit);
    return pageBy.toPage(rows, limit, table.cells);
  },

  async summary(db, scope) {
    const [totals] = await db
      .select({ itens: count(), valor: sum(value).mapWith(Number) })
      .from(mov)
      .innerJoin(produtos, eq(produtos.id, mov.produtoId))
      .where(scoped(scope));
    return [
      { label: 'Itens recebidos', value: totals?.itens ?? 0, format: 'integer' },
      { label: 'Valor total das entradas', value: totals?.valor ?? 0, format: 'brl' },
    ];
  },

  describeFilters: (scope) => describePeriod(scope.filters),
};
