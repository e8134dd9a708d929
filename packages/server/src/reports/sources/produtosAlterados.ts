import { and, count, eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { produtos } from '../../db/schema';
import { describePeriod } from '../period';
import { keyset } from '../keyset';
import type { ReportScope } from '../reportSource';
import { instantColumn, reportTable } from '../reportTable';
import { equalsWhenGiven, withinPeriod } from '../scopeConditions';
import { tableReport, totalsSummary } from '../tableReport';

// Products belong to the company (shared by its branches), so this report is company-wide.
function scoped(scope: ReportScope): SQL | undefined {
  return and(
    eq(produtos.empresaId, scope.empresaId),
    withinPeriod(produtos.updatedAt, scope.filters),
    equalsWhenGiven(produtos.categoriaId, scope.filters.categoriaId),
  );
}

const pageBy = keyset(produtos.updatedAt, produtos.id, { cast: 'timestamptz' });

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
  updatedAt: instantColumn('Alterado em', 16, produtos.updatedAt),
});

const products = (db: Database, fields: SelectedFields) => db.select(fields).from(produtos);

/** Products whose record changed in the period. */
export const produtosAlterados = tableReport({
  table,
  pageBy,
  scoped,
  rows: products,
  summary: totalsSummary(scoped, products, {
    produtos: { label: 'Produtos alterados', format: 'integer', select: count() },
  }),
  describeFilters: (scope) => describePeriod(scope.filters),
});
