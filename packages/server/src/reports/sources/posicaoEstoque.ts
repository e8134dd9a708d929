import { and, count, eq, sql, sum, type SQL } from 'drizzle-orm';
import { locaisEstoque, produtos, saldosEstoque } from '../../db/schema';
import { keyset } from '../keyset';
import type { ReportScope, ReportSource } from '../reportSource';

function scoped(scope: ReportScope): SQL | undefined {
  return and(
    eq(saldosEstoque.empresaId, scope.empresaId),
    eq(saldosEstoque.filialId, scope.filialId),
    scope.filters.categoriaId !== undefined ? eq(produtos.categoriaId, scope.filters.categoriaId) : undefined,
  );
}

const pageBy = keyset(produtos.descricao, saldosEstoque.id);

/** Balance of each product in each stock location of the branch, valued at the product's cost. */
export const posicaoEstoque: ReportSource = {
  columns: [
    { header: 'Produto', format: 'text', width: 34 },
    { header: 'Local', format: 'text', width: 16 },
    { header: 'Saldo', format: 'quantity', width: 10 },
    { header: 'Mínimo', format: 'quantity', width: 10 },
    { header: 'Custo', format: 'brl', width: 13 },
    { header: 'Valor', format: 'brl', width: 15 },
  ],

  async page(db, scope, cursor, limit) {
    const rows = await db
      .select({
        id: saldosEstoque.id,
        produto: produtos.descricao,
        local: locaisEstoque.nome,
        saldo: saldosEstoque.quantidade,
        minimo: saldosEstoque.estoqueMinimo,
        custo: produtos.custo,
      })
      .from(saldosEstoque)
      .innerJoin(produtos, eq(produtos.id, saldosEstoque.produtoId))
      .innerJoin(locaisEstoque, eq(locaisEstoque.id, saldosEstoque.localEstoqueId))
      .where(and(scoped(scope), pageBy.after(cursor)))
      .orderBy(...pageBy.order)
      .limit(limit);
    return {
      rows: rows.map((r) => [
        r.produto,
        r.local,
        r.saldo,
        r.minimo,
        r.custo,
        Math.round(r.saldo * r.custo * 100) / 100,
      ]),
      next: pageBy.next(rows, limit, (last) => [last.produto, last.id]),
    };
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
