import { and, count, eq, type SQL } from 'drizzle-orm';
import { produtos } from '../../db/schema';
import { describePeriod } from '../period';
import { keyset } from '../keyset';
import type { ReportScope, ReportSource } from '../reportSource';
import { instantCell, reportTable } from '../reportTable';
import { equalsWhenGiven, withinPeriod } from '../scopeConditions';

// Products belong to the company (shared by its branches), so this report is company-wide.
function scoped(scope: ReportScope): SQL | undefined {
  return and(
    eq(produtos.empresaId, scope.empresaId),
    withinPeriod(produtos.updatedAt, scope.filters),
    equalsWhenGiven(produtos.categoriaId, scope.filters.categoriaId),
  );
}

const pageBy = keyset(produtos.updatedAt, produtos.id, 'timestamptz');

const table = reportTable({
  // Products without a code show their id.
  codigo: {
    header: 'Código',
    format: 'text',
    width: 10,
    select: { codigo: produtos.codigo, id: produtos.id },
    cell: ({ codigo, id }) => codigo || String(id),
  },
  descricao: { header: 'Produto', format: 'text', width: 40, select: produtos.descricao },
  unidade: { header: 'Unidade', format: 'text', width: 8, select: produtos.unidade },
  custo: { header: 'Custo', format: 'brl', width: 13, select: produtos.custo },
  preco: { header: 'Preço de venda', format: 'brl', width: 13, select: produtos.precoVenda },
  updatedAt: {
    header: 'Alterado em',
    format: 'datetime',
    width: 16,
    select: produtos.updatedAt,
    cell: instantCell,
  },
});

/** Products whose record changed in the period. */
export const produtosAlterados: ReportSource = {
  columns: table.columns,

  async page(db, scope, cursor, limit) {
    const query = db.select({ ...table.select, ...pageBy.fields }).from(produtos);
    const rows = await pageBy.pageAfter(query.$dynamic(), scoped(scope), cursor, limit);
    return pageBy.toPage(rows, limit, table.cells);
  },

  async summary(db, scope) {
    const [totals] = await db.select({ produtos: count() }).from(produtos).where(scoped(scope));
    return [{ label: 'Produtos alterados', value: totals?.produtos ?? 0, format: 'integer' }];
  },

  describeFilters: (scope) => describePeriod(scope.filters),
};
