import type { Indicante } from '@erp/domain';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { brandColumns } from './brands';
import { createdAt } from './columns';
import { cidades } from './localidades';
import { userColumns } from './users';
import { branchColumns } from './tenantColumns';

/**
 * A trial sign-up (spec 000 §3 sign-up record): what the visitor answered beyond the company, branch and user it
 * created, the decoded referral and the link's campo1–campo4, kept for the reseller's reports.
 */
export const cadastros = pgTable(
  'cadastros',
  {
    id: serial('id').primaryKey(),
    ...brandColumns(),
    ...branchColumns(),
    ...userColumns(),
    /** `CompanyRegime` code; null when the brand hides the select. */
    regime: smallint('regime'),
    telefone: text('telefone'),
    /** Decoded referral; null when there was none or it was invalid (then the sign-up is not a referral). */
    indicante: jsonb('indicante').$type<Indicante>(),
    campo1: text('campo1'),
    campo2: text('campo2'),
    campo3: text('campo3'),
    campo4: text('campo4'),
    /** The `cadastrar-erp` variant: no billing-system record. */
    naoCadastrasSuperlogica: boolean('nao_cadastras_superlogica').notNull().default(false),
    /** The two-step screen's answers. */
    cidadeId: integer('cidade_id').references(() => cidades.id),
    seguimento: text('seguimento'),
    cargo: text('cargo'),
    createdAt: createdAt(),
  },
  (t) => [index('cadastros_brand_idx').on(t.brandId), index('cadastros_empresa_idx').on(t.empresaId)],
);
