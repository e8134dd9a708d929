import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { produtos } from '../../db/schema';
import { describePeriod, periodBounds } from '../period';
import { keyset } from '../keyset';
import type { ReportScope, ReportSource } from '../reportSource';

// Products belong to the company (shared by its branches), so this report is company-wide.
function scoped(scope: ReportScope): SQL | undefined {
  const { from, to } = periodBounds(scope.filters);
  return and(
    eq(produtos.empresaId, scope.empresaId),
    gte(produtos.updatedAt, from),
    lt(produtos.updatedAt, to),
    scope.filters.categoriaId !== undefined ? eq(produtos.categoriaId, scope.filters.categoriaId) : undefined,
  );
}

const pageBy = keyset(produtos.updatedAt, produtos.id, 'timestamptz');

/** Products whose record changed in the period. */
export const produtosAlterados: ReportSource = {
  columns: [
    { header: 'Código', format: 'text', width: 10 },
    { header: 'Produto', format: 'text', width: 40 },
    { header: 'Unidade', format: 'text', width: 8 },
    { header: 'Custo', format: 'brl', width: 13 },
    { header: 'Preço de venda', format: 'brl', width: 13 },
    { header: 'Alterado em', format: 'datetime', width: 16 },
  ],

  async page(db, scope, cursor, limit) {
    const rows = await db
      .select({
        id: produtos.id,
        // Full microsecond precision: a cursor rounded to milliseconds would read the same rows again.
        at: sql<string>`${produtos.updatedAt}::text`,
        codigo: produtos.codigo,
        descricao: produtos.descricao,
        unidade: produtos.unidade,
        custo: produtos.custo,
        preco: produtos.precoVenda,
        updatedAt: produtos.updatedAt,
      })
      .from(produtos)
      .where(and(scoped(scope), pageBy.after(cursor)))
      .orderBy(...pageBy.order)
      .limit(limit);
    return {
      rows: rows.map((r) => [
        r.codigo || String(r.id),
        r.descricao,
        r.unidade,
        r.custo,
        r.preco,
        r.updatedAt.toISOString(),
      ]),
      next: pageBy.next(rows, limit, (last) => [last.at, last.id]),
    };
  },

  async summary(db, scope) {
    const [totals] = await db.select({ produtos: count() }).from(produtos).where(scoped(scope));
    return [{ label: 'Produtos alterados', value: totals?.produtos ?? 0, format: 'integer' }];
  },

  describeFilters: (scope) => describePeriod(scope.filters),
};
