import { and, count, eq, sql, sum, type SQL } from 'drizzle-orm';
import { locaisEstoque, produtos, saldosEstoque } from '../../db/schema';
import { ofBranch } from '../../db/ofBranch';
import { keyset } from '../keyset';
import type { ReportScope, ReportSource } from '../reportSource';
import { reportTable } from '../reportTable';
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

/** Balance of each product in each stock location of the branch, valued at the product's cost. */
export const posicaoEstoque: ReportSource = {
  columns: table.columns,

  async page(db, scope, cursor, limit) {
    const query = db
      .select({ ...table.select, ...pageBy.fields })
      .from(saldosEstoque)
      .innerJoin(produtos, eq(produtos.id, saldosEstoque.produtoId))
      .innerJoin(locaisEstoque, eq(locaisEstoque.id, saldosEstoque.localEstoqueId));
    const rows = await pageBy.pageAfter(query.$dynamic(), scoped(scope), cursor, limit);
    return pageBy.toPage(rows, limit, table.cells);
  },

  async summary(db, scope) {
    const [totals] = await db
      .select({
        itens: count(),
        valor: sum(sql`round(${saldosEstoque.quantidade} * ${produtos.custo}, 2)`).mapWith(Number),
      })
      .from(saldosEstoque)
      .innerJoin(produtos, eq(produtos.id, saldosEstoque.produtoId))
      .where(scoped(scope));
    return [
      { label: 'Itens em estoque', value: totals?.itens ?? 0, format: 'integer' },
      { label: 'Valor total do estoque', value: totals?.valor ?? 0, format: 'brl' },
    ];
  },
};
