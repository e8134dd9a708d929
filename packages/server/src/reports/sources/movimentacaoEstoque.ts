import { STOCK_MOVEMENT_TYPE_LABELS } from '@erp/domain';
import { and, count, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import { locaisEstoque, movimentacoesEstoque as mov, produtos } from '../../db/schema';
import { describePeriod, periodBounds } from '../period';
import { keyset } from '../keyset';
import type { ReportScope, ReportSource } from '../reportSource';

function scoped(scope: ReportScope): SQL | undefined {
  const { from, to } = periodBounds(scope.filters);
  return and(
    eq(mov.empresaId, scope.empresaId),
    eq(mov.filialId, scope.filialId),
    gte(mov.dataHora, from),
    lt(mov.dataHora, to),
    scope.filters.categoriaId !== undefined ? eq(produtos.categoriaId, scope.filters.categoriaId) : undefined,
  );
}

const value = sql<number>`round(${mov.quantidade} * coalesce(${mov.custoUnitario}, ${produtos.custo}), 2)`;

const pageBy = keyset(mov.dataHora, mov.id, 'timestamptz');

/** Every stock movement of the branch in the period, with the type names of the domain. */
export const movimentacaoEstoque: ReportSource = {
  columns: [
    { header: 'Data', format: 'datetime', width: 13 },
    { header: 'Tipo', format: 'text', width: 16 },
    { header: 'Produto', format: 'text', width: 34 },
    { header: 'Local', format: 'text', width: 14 },
    { header: 'Quantidade', format: 'quantity', width: 10 },
    { header: 'Custo unitário', format: 'brl', width: 12 },
    { header: 'Valor', format: 'brl', width: 13 },
  ],

  async page(db, scope, cursor, limit) {
    const rows = await db
      .select({
        id: mov.id,
        // Full microsecond precision: a cursor rounded to milliseconds would read the same rows again.
        at: sql<string>`${mov.dataHora}::text`,
        dataHora: mov.dataHora,
        tipo: mov.tipo,
        produto: produtos.descricao,
        local: locaisEstoque.nome,
        quantidade: mov.quantidade,
        custo: sql<number>`coalesce(${mov.custoUnitario}, ${produtos.custo})`.mapWith(Number),
        valor: value.mapWith(Number),
      })
      .from(mov)
      .innerJoin(produtos, eq(produtos.id, mov.produtoId))
      .innerJoin(locaisEstoque, eq(locaisEstoque.id, mov.localEstoqueId))
      .where(and(scoped(scope), pageBy.after(cursor)))
      .orderBy(...pageBy.order)
      .limit(limit);
    return {
      rows: rows.map((r) => [
        r.dataHora.toISOString(),
        STOCK_MOVEMENT_TYPE_LABELS[r.tipo] ?? String(r.tipo),
        r.produto,
        r.local,
        r.quantidade,
        r.custo,
        r.valor,
      ]),
      next: pageBy.next(rows, limit, (last) => [last.at, last.id]),
    };
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
