import type { ProductType } from '@erp/domain';
import { index, integer, numeric, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activeRecordColumns, updatedAt } from './columns';
import { companyColumns, companyGroupTree } from './tenantColumns';

/** Money in reais with cents, read as a JS number (amounts stay far below 2^53 cents). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** Quantities allow three decimals (kg, litres). */
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/** Product categories of a company; `parentId` builds the hierarchy shown as "Pai - Filho". */
export const categorias = companyGroupTree('categorias', 'parent_id');

/** Products and services of a company (shared by its branches; stock is per location in `saldos_estoque`). */
export const produtos = pgTable(
  'produtos',
  {
    id: serial('id').primaryKey(),
    ...companyColumns(),
    codigo: text('codigo').notNull(),
    descricao: text('descricao').notNull(),
    /** Eight digits, always stored padded (spec: NCM shows left-padded to 8 digits). */
    ncm: text('ncm').notNull(),
    unidade: text('unidade').notNull(),
    tipo: smallint('tipo').$type<ProductType>().notNull(),
    custo: money('custo').notNull(),
    precoVenda: money('preco_venda').notNull(),
    /** Below this total in a branch's locations the product shows as low stock. */
    estoqueMinimo: quantity('estoque_minimo').notNull().default(0),
    categoriaId: integer('categoria_id').references(() => categorias.id),
    ...activeRecordColumns(),
    /** Last change of the product's record (the produtos-alterados report reads it). */
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('produtos_empresa_codigo_uq').on(t.empresaId, t.codigo),
    index('produtos_empresa_descricao_idx').on(t.empresaId, t.descricao),
    index('produtos_categoria_idx').on(t.categoriaId),
    index('produtos_empresa_updated_idx').on(t.empresaId, t.updatedAt),
  ],
);
