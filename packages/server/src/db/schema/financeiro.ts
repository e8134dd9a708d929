import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pessoas } from './pessoas';
import { money } from './produtos';
import { vendas } from './vendas';
import { branchColumns, companyGroupTree } from './tenantColumns';

/** Receivable or payable. */
export type EntryKind = 'receber' | 'pagar';

/** Revenue or expense category. */
export type FinanceCategoryKind = 'receita' | 'despesa';

/** Financial categories of a company (categorias-financeiro); `parentId` builds the hierarchy. */
export const categoriasFinanceiro = companyGroupTree('categorias_financeiro', 'parent_id', {
  tipo: text('tipo').$type<FinanceCategoryKind>().notNull(),
});

/**
 * 'aberto' until settled; 'pago' once `valor_pago` covers it; 'cancelado' counts nowhere. Overdue is not a status:
 * an open entry whose `vencimento` is before today (in the company's time zone) is overdue.
 */
export type EntryStatus = 'aberto' | 'pago' | 'cancelado';

/** Receivables and payables of a branch (lançamentos financeiros). Dates are calendar dates (no time zone). */
export const lancamentosFinanceiros = pgTable(
  'lancamentos_financeiros',
  {
    id: serial('id').primaryKey(),
    ...branchColumns(),
    tipo: text('tipo').$type<EntryKind>().notNull(),
    descricao: text('descricao').notNull(),
    categoriaId: integer('categoria_id').references(() => categoriasFinanceiro.id),
    pessoaId: integer('pessoa_id').references(() => pessoas.id),
    /** The sale that created a receivable, when there is one. */
    vendaId: integer('venda_id').references(() => vendas.id),
    valor: money('valor').notNull(),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    dataPagamento: date('data_pagamento', { mode: 'string' }),
    valorPago: money('valor_pago').notNull().default(0),
    status: text('status').$type<EntryStatus>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Open entries by due date: the dashboard's next-7-days and overdue sums, the finance reports.
    index('lancamentos_financeiros_filial_vencimento_idx').on(
      t.empresaId,
      t.filialId,
      t.tipo,
      t.status,
      t.vencimento,
    ),
    index('lancamentos_financeiros_pessoa_idx').on(t.pessoaId),
  ],
);
