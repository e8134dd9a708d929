import { eq, sql } from 'drizzle-orm';
import { locaisEstoque, movimentacoesEstoque, produtos, saldosEstoque } from '../../db/schema';
import { branchStockLocations } from './choiceSources';
import { ofBranch } from '../../db/ofBranch';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { defineList, LIST_ALIAS, type ListScope } from './listDefinition';

/**
 * What every stock row shows of its location and product (both lists join them the same way). Left joins, though
 * both always exist (non-null foreign keys): the planner drops a left join whose columns a query does not use, so a
 * list's count reads the branch's movements alone instead of joining all of them (44,777 in the demo's branch).
 */
const locationAndProduct = () => ({
  deposito: sql<string>`${locaisEstoque.nome}`.as('deposito'),
  codigo: sql<string>`${produtos.codigo}`.as('codigo'),
  produto: sql<string>`${produtos.descricao}`.as('produto'),
});

/** A stock table's rows of the branch, with their location and product joined, as a list's rows. */
function withLocationAndProduct<Q extends PgSelect>(
  query: Q,
  table: typeof saldosEstoque | typeof movimentacoesEstoque,
  scope: ListScope,
) {
  return query
    .leftJoin(locaisEstoque, eq(locaisEstoque.id, table.localEstoqueId))
    .leftJoin(produtos, eq(produtos.id, table.produtoId))
    .where(ofBranch(table, scope))
    .as(LIST_ALIAS);
}

/** The filters of that location and product, the same on both lists. */
const LOCATION_AND_PRODUCT_FILTERS = {
  localEstoqueId: 'integer',
  deposito: 'string',
  produtoId: 'integer',
  codigo: 'string',
  produto: 'string',
} as const;

/** The selected branch's balance of each product in each of its stock locations (depósitos). */
export const depositosList = defineList({
  name: 'depositos',
  label: 'saldos por depósito',
  rows: (db, scope) =>
    withLocationAndProduct(
      db
        .select({
          id: saldosEstoque.id,
          localEstoqueId: saldosEstoque.localEstoqueId,
          produtoId: saldosEstoque.produtoId,
          ...locationAndProduct(),
          unidade: sql<string>`${produtos.unidade}`.as('unidade'),
          quantidade: saldosEstoque.quantidade,
          estoqueMinimo: saldosEstoque.estoqueMinimo,
          abaixoMinimo: sql<boolean>`${saldosEstoque.quantidade} < ${saldosEstoque.estoqueMinimo}`.as(
            'abaixo_minimo',
          ),
          atualizadoEm: saldosEstoque.atualizadoEm,
        })
        .from(saldosEstoque)
        .$dynamic(),
      saldosEstoque,
      scope,
    ),
  filterable: {
    id: 'integer',
    ...LOCATION_AND_PRODUCT_FILTERS,
    quantidade: 'number',
    estoqueMinimo: 'number',
    abaixoMinimo: 'boolean',
    atualizadoEm: 'date',
  },
  defaultOrder: [
    ['deposito', 'asc'],
    ['produto', 'asc'],
  ],
  choices: { localEstoqueId: branchStockLocations },
});

/** The selected branch's stock movements (entries positive, exits negative), newest first. */
export const movimentacoesList = defineList({
  name: 'movimentacoes',
  label: 'movimentações de estoque',
  rows: (db, scope) =>
    withLocationAndProduct(
      db
        .select({
          id: movimentacoesEstoque.id,
          dataHora: movimentacoesEstoque.dataHora,
          tipo: movimentacoesEstoque.tipo,
          origem: movimentacoesEstoque.origem,
          localEstoqueId: movimentacoesEstoque.localEstoqueId,
          produtoId: movimentacoesEstoque.produtoId,
          ...locationAndProduct(),
          quantidade: movimentacoesEstoque.quantidade,
          custoUnitario: movimentacoesEstoque.custoUnitario,
          observacao: movimentacoesEstoque.observacao,
        })
        .from(movimentacoesEstoque)
        .$dynamic(),
      movimentacoesEstoque,
      scope,
    ),
  filterable: {
    id: 'integer',
    dataHora: 'date',
    tipo: 'integer',
    origem: 'string',
    ...LOCATION_AND_PRODUCT_FILTERS,
    quantidade: 'number',
  },
  defaultOrder: [['dataHora', 'desc']],
  choices: { localEstoqueId: branchStockLocations },
});
