import type { FiscalModel } from '@erp/domain';
import { index, integer, numeric, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { activeRecordColumns, createdAt, instant, requiredReference } from './columns';
import { pessoas } from './pessoas';
import { money, produtos, quantity } from './produtos';
import { usuarios } from './users';
import { branchColumns, companyColumns } from './tenantColumns';

/** Sellers of a company; `usuarioId` links the ones who also sign in. */
export const vendedores = pgTable(
  'vendedores',
  {
    id: serial('id').primaryKey(),
    ...companyColumns(),
    nome: text('nome').notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    comissao: numeric('comissao', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    ...activeRecordColumns(),
  },
  (t) => [index('vendedores_empresa_idx').on(t.empresaId)],
);

/** A finished sale counts in every total; a cancelled one is kept for the record and counts nowhere. */
export type SaleStatus = 'finalizada' | 'cancelada';

/** Sales of a branch (NF-e 55 or NFC-e 65). `total` = sum of the items' totals − `desconto`. */
export const vendas = pgTable(
  'vendas',
  {
    id: serial('id').primaryKey(),
    ...branchColumns(),
    numero: integer('numero').notNull(),
    dataHora: instant('data_hora').notNull(),
    /** Null: final consumer without identification (NFC-e). */
    clienteId: integer('cliente_id').references(() => pessoas.id),
    vendedorId: integer('vendedor_id').references(() => vendedores.id),
    subtotal: money('subtotal').notNull(),
    desconto: money('desconto').notNull().default(0),
    total: money('total').notNull(),
    /** NF-e payment form code (`PAYMENT_FORMS[].codigo`, e.g. '01' Dinheiro, '17' PIX). */
    formaPagamento: text('forma_pagamento').notNull(),
    status: text('status').$type<SaleStatus>().notNull(),
    modelo: smallint('modelo').$type<FiscalModel>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The dashboard and the sales reports read a branch's sales by period.
    index('vendas_filial_data_idx').on(t.empresaId, t.filialId, t.dataHora),
    index('vendas_cliente_idx').on(t.clienteId),
    index('vendas_vendedor_data_idx').on(t.vendedorId, t.dataHora),
  ],
);

export const itensVenda = pgTable(
  'itens_venda',
  {
    id: serial('id').primaryKey(),
    ...companyColumns(),
    vendaId: requiredReference('venda_id', () => vendas.id, { cascade: true }),
    produtoId: requiredReference('produto_id', () => produtos.id),
    quantidade: quantity('quantidade').notNull(),
    precoUnitario: money('preco_unitario').notNull(),
    desconto: money('desconto').notNull().default(0),
    total: money('total').notNull(),
  },
  (t) => [index('itens_venda_venda_idx').on(t.vendaId), index('itens_venda_produto_idx').on(t.produtoId)],
);
