import { eq, sql } from 'drizzle-orm';
import { locaisEstoque, movimentacoesEstoque, produtos, saldosEstoque } from '../../db/schema';
import { branchStockLocations } from './choiceSources';
import { ofBranch } from '../../db/ofBranch';
import { defineList, LIST_ALIAS } from './listDefinition';

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
      .leftJoin(locaisEstoque, eq(locaisEstoque.id, saldosEstoque.localEstoqueId))
      .leftJoin(produtos, eq(produtos.id, saldosEstoque.produtoId))
      .where(ofBranch(saldosEstoque, scope))
      .as(LIST_ALIAS),
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
      .leftJoin(locaisEstoque, eq(locaisEstoque.id, movimentacoesEstoque.localEstoqueId))
      .leftJoin(produtos, eq(produtos.id, movimentacoesEstoque.produtoId))
      .where(ofBranch(movimentacoesEstoque, scope))
      .as(LIST_ALIAS),
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
