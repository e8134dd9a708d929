import { and, count, eq, sql, sum, type SQL } from 'drizzle-orm';
import { locaisEstoque, produtos, saldosEstoque } from '../../db/schema';
import { ofBranch } from '../../db/ofBranch';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { keyset } from '../keyset';
import type { ReportScope } from '../reportSource';
import { reportTable } from '../reportTable';
import { tableReport, totalsSummary } from '../tableReport';
import { equalsWhenGiven } from '../scopeConditions';

function scoped(scope: ReportScope): SQL | undefined {
  return and(
    ofBranch(saldosEstoque, scope),
    equalsWhenGiven(produtos.categoriaId, scope.filters.categoriaId),
  );
}

const pageBy = keyset(produtos.descricao, saldosEstoque.id);

const table = reportTable({
  produto: { header: 'Produto', format: 'text', width: 34, select: produtos.descricao },
  local: { header: 'Local', format: 'text', width: 16, select: locaisEstoque.nome },
  saldo: { header: 'Saldo', format: 'quantity', width: 10, select: saldosEstoque.quantidade },
  minimo: { header: 'Mínimo', format: 'quantity', width: 10, select: saldosEstoque.estoqueMinimo },
  custo: { header: 'Custo', format: 'brl', width: 13, select: produtos.custo },
  valor: {
    header: 'Valor',
    format: 'brl',
    width: 15,
    select: { saldo: saldosEstoque.quantidade, custo: produtos.custo },
    cell: ({ saldo, custo }) => Math.round(saldo * custo * 100) / 100,
  },
});

const withProduct = (db: Database, fields: SelectedFields) =>
  db.select(fields).from(saldosEstoque).innerJoin(produtos, eq(produtos.id, saldosEstoque.produtoId));

/** Balance of each product in each stock location of the branch, valued at the product's cost. */
export const posicaoEstoque = tableReport({
  table,
  pageBy,
  scoped,
  rows: (db, fields) =>
    withProduct(db, fields).innerJoin(locaisEstoque, eq(locaisEstoque.id, saldosEstoque.localEstoqueId)),
  summary: totalsSummary(scoped, withProduct, {
    itens: { label: 'Itens em estoque', format: 'integer', select: count() },
    valor: {
      label: 'Valor total do estoque',
      format: 'brl',
      select: sum(sql`round(${saldosEstoque.quantidade} * ${produtos.custo}, 2)`).mapWith(Number),
    },
  }),
});
