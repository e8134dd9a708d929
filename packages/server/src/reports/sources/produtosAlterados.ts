import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { produtos } from '../../db/schema';
import { describePeriod, periodBounds } from '../period';
import type { ReportScope, ReportSource } from '../reportSource';

type Cursor = [string, number] | null;

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
    const after = cursor as Cursor;
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
      .where(
        and(
          scoped(scope),
          after
            ? sql`(${produtos.updatedAt}, ${produtos.id}) > (${after[0]}::timestamptz, ${after[1]})`
            : undefined,
        ),
      )
      .orderBy(asc(produtos.updatedAt), asc(produtos.id))
      .limit(limit);
    const last = rows.at(-1);
    return {
      rows: rows.map((r) => [
        r.codigo || String(r.id),
        r.descricao,
        r.unidade,
        r.custo,
        r.preco,
        r.updatedAt.toISOString(),
      ]),
      next: rows.length === limit && last ? [last.at, last.id] : null,
    };
  },

  async summary(db, scope) {
    const [totals] = await db.select({ produtos: count() }).from(produtos).where(scoped(scope));
    return [{ label: 'Produtos alterados', value: totals?.produtos ?? 0, format: 'integer' }];
  },

  describeFilters: (scope) => describePeriod(scope.filters),
};
