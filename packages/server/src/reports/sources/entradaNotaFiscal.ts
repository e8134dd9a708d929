import { StockMovementType } from '@erp/domain';
import { and, count, countDistinct, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import { movimentacoesEstoque as mov, produtos } from '../../db/schema';
import { describePeriod, periodBounds } from '../period';
import { keyset } from '../keyset';
import type { ReportScope, ReportSource } from '../reportSource';

/*
 * There is no purchase-invoice table yet: the entries of goods are the stock movements of type COMPRA. One entry
 * ("nota") is the purchases of one day with the same originating document (origem_id, when the purchase has one).
 */
const day = sql<string>`to_char(${mov.dataHora} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`;
const document = sql<number>`coalesce(${mov.origemId}, 0)`;
const value = sql`round(${mov.quantidade} * coalesce(${mov.custoUnitario}, ${produtos.custo}), 2)`;

function scoped(scope: ReportScope): SQL | undefined {
  const { from, to } = periodBounds(scope.filters);
  return and(
    eq(mov.empresaId, scope.empresaId),
    eq(mov.filialId, scope.filialId),
    eq(mov.tipo, StockMovementType.COMPRA),
    gte(mov.dataHora, from),
    lt(mov.dataHora, to),
  );
}

const pageBy = keyset(day, document);

/** Purchase entries of the branch in the period, one line per day and document. */
export const entradaNotaFiscal: ReportSource = {
  columns: [
    { header: 'Data', format: 'date', width: 14 },
    { header: 'Documento', format: 'text', width: 14 },
    { header: 'Produtos', format: 'integer', width: 12 },
    { header: 'Itens', format: 'integer', width: 12 },
    { header: 'Quantidade', format: 'quantity', width: 16 },
    { header: 'Valor total', format: 'brl', width: 18 },
  ],

  async page(db, scope, cursor, limit) {
    const rows = await db
      .select({
        dia: day,
        documento: document.mapWith(Number),
        produtos: countDistinct(mov.produtoId),
        itens: count(),
        quantidade: sum(mov.quantidade).mapWith(Number),
        valor: sum(value).mapWith(Number),
      })
      .from(mov)
      .innerJoin(produtos, eq(produtos.id, mov.produtoId))
      .where(scoped(scope))
      .groupBy(day, document)
      .having(pageBy.after(cursor))
      .orderBy(...pageBy.order)
      .limit(limit);
    return {
      rows: rows.map((r) => [
        r.dia,
        r.documento ? String(r.documento) : 'Sem documento',
        r.produtos,
        r.itens,
        r.quantidade,
        r.valor,
      ]),
      next: pageBy.next(rows, limit, (last) => [last.dia, last.documento]),
    };
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
