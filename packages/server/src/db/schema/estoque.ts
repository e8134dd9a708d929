import { sql } from 'drizzle-orm';
import type { StockMovementType } from '@erp/domain';
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredReference } from './columns';
import { locaisEstoque } from './branchSetup';
import { money, produtos, quantity } from './produtos';
import { branchColumns } from './tenantColumns';

/** Which product, in which of the branch's stock locations: a balance's and a movement's key. */
const locationAndProduct = () => ({
  localEstoqueId: requiredReference('local_estoque_id', () => locaisEstoque.id),
  produtoId: requiredReference('produto_id', () => produtos.id),
});

/**
 * Current quantity of a product in a stock location; `filial_id` repeats the location's branch for branch queries.
 * `estoque_minimo` is the minimum at this location (starts as the product's); a balance under it is low stock, and
 * the partial index holds only those rows, so the dashboard counts them without reading every balance.
 */
export const saldosEstoque = pgTable(
  'saldos_estoque',
  {
    id: serial('id').primaryKey(),
    ...branchColumns(),
    ...locationAndProduct(),
    quantidade: quantity('quantidade').notNull(),
    estoqueMinimo: quantity('estoque_minimo').notNull().default(0),
    atualizadoEm: instant('atualizado_em').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saldos_estoque_local_produto_uq').on(t.localEstoqueId, t.produtoId),
    index('saldos_estoque_filial_produto_idx').on(t.empresaId, t.filialId, t.produtoId),
    index('saldos_estoque_abaixo_minimo_idx')
      .on(t.empresaId, t.filialId, t.produtoId)
      .where(sql`${t.quantidade} < ${t.estoqueMinimo}`),
  ],
);

/** Where a movement came from, so reports can link back to the document. */
export type MovementOrigin = 'venda' | 'compra' | 'ajuste' | 'transferencia';

/**
 * Stock movements (the spec's movement types). `quantidade` is signed: entries positive, exits negative, so a
 * location's balance is the sum of its movements.
 */
export const movimentacoesEstoque = pgTable(
  'movimentacoes_estoque',
  {
    id: serial('id').primaryKey(),
    ...branchColumns(),
    ...locationAndProduct(),
    tipo: smallint('tipo').$type<StockMovementType>().notNull(),
    quantidade: quantity('quantidade').notNull(),
    custoUnitario: money('custo_unitario'),
    dataHora: instant('data_hora').notNull(),
    origem: text('origem').$type<MovementOrigin>().notNull(),
    /** Id of the originating document (a sale for `venda`), when there is one. */
    origemId: integer('origem_id'),
    observacao: text('observacao'),
    createdAt: createdAt(),
  },
  (t) => [
    index('movimentacoes_estoque_filial_data_idx').on(t.empresaId, t.filialId, t.dataHora),
    index('movimentacoes_estoque_produto_data_idx').on(t.produtoId, t.dataHora),
    // The movements' list sorted by quantity (issue 36): a page is the index's first entries of the branch, in the
    // list's order with the id breaking ties, instead of the branch's rows sorted whole (44,869 in the demo's).
    index('movimentacoes_estoque_filial_quantidade_idx').on(t.empresaId, t.filialId, t.quantidade, t.id),
  ],
);
