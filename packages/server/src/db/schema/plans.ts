import type { PlanoModulo } from '@erp/domain';
import { jsonb, numeric, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { activeRecordColumns, requiredReference } from './columns';

/** A subscription plan a brand sells (spec 000 §3, spec 001 §7 "Plans"). */
export const planos = pgTable(
  'planos',
  {
    id: serial('id').primaryKey(),
    /** The brand's `idConfig` (the API's `configWhiteLabel`). */
    configWhiteLabel: requiredReference('config_white_label', () => brands.idConfig),
    /** The plan's id in the billing system. */
    idExterno: text('id_externo').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao').notNull().default(''),
    /** Monthly price in reais; numeric so cents are exact. */
    valorMensal: numeric('valor_mensal', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    modulos: jsonb('modulos').$type<PlanoModulo[]>().notNull().default([]),
    ...activeRecordColumns(),
  },
  (t) => [unique('planos_brand_id_externo_uq').on(t.configWhiteLabel, t.idExterno)],
);

export type PlanoRow = typeof planos.$inferSelect;
