import type { CobrancaAcao } from '@erp/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, requiredReference } from './columns';
import { planos } from './plans';
import { usuarios } from './users';
import { branchColumns } from './tenantColumns';

/** Stored states of a charge; `vencida` is derived from the due date (see billing/chargeView.ts). */
export type CobrancaEstado = 'aberta' | 'paga' | 'cancelada';

/**
 * A subscription charge issued through the billing provider by a plan action. The branch is unblocked and its paid
 * period extended only when the charge is settled (provider webhook or staff's manual settlement), once.
 */
export const cobrancas = pgTable(
  'cobrancas',
  {
    id: serial('id').primaryKey(),
    /** Which provider issued it (`local`, or a real adapter's name). */
    provedor: text('provedor').notNull(),
    /** The charge's id at the provider: what the webhook names and what the API shows as the charge's id. */
    idProvedor: text('id_provedor').notNull(),
    ...branchColumns({ cascade: true }),
    /** The plan the branch gets once this is paid. */
    planoId: requiredReference('plano_id', () => planos.id),
    acao: text('acao').$type<CobrancaAcao>().notNull(),
    /** Reais, exact cents (the plan's monthly price when issued). */
    valor: numeric('valor', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    estado: text('estado').$type<CobrancaEstado>().notNull().default('aberta'),
    linhaDigitavel: text('linha_digitavel'),
    linkPagamento: text('link_pagamento'),
    pagaEm: instant('paga_em'),
    /** How it was settled: `webhook` (the provider confirmed) or `manual` (staff, reason in the audit log). */
    baixa: text('baixa').$type<'webhook' | 'manual'>(),
    criadaPor: integer('criada_por').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cobrancas_provedor_id_uq').on(t.provedor, t.idProvedor),
    // One open charge per branch: a second plan action replaces it, and two at once cannot both issue one.
    uniqueIndex('cobrancas_filial_aberta_uq')
      .on(t.filialId)
      .where(sql`${t.estado} = 'aberta'`),
    index('cobrancas_filial_idx').on(t.filialId, t.createdAt),
    index('cobrancas_empresa_idx').on(t.empresaId),
  ],
);

export type CobrancaRow = typeof cobrancas.$inferSelect;

/** Webhook events already processed, by the provider's event id: a replayed event is refused. */
export const cobrancaEventos = pgTable(
  'cobranca_eventos',
  {
    provedor: text('provedor').notNull(),
    eventoId: text('evento_id').notNull(),
    idProvedor: text('id_provedor').notNull(),
    recebidoEm: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provedor, t.eventoId] })],
);
