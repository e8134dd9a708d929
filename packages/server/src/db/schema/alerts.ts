import type { AlertaTipo } from '@erp/domain';
import { boolean, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { brandColumns } from './brands';
import { createdAt, instant } from './columns';
import { userColumns } from './users';
import { companyColumns } from './tenantColumns';

/**
 * One alert of one user (spec 001 §3 "Alert"). A general alert to a company or brand is stored as one row per user,
 * so read state and deletion stay personal; company and brand are kept to scope every query by tenant.
 */
export const alertas = pgTable(
  'alertas',
  {
    id: serial('id').primaryKey(),
    ...userColumns({ cascade: true }),
    ...companyColumns(),
    ...brandColumns(),
    tipo: text('tipo').$type<AlertaTipo>().notNull(),
    texto: text('texto').notNull(),
    link: text('link'),
    permiteExcluir: boolean('permite_excluir').notNull().default(true),
    lido: boolean('lido').notNull().default(false),
    data: instant('data').notNull().defaultNow(),
    /** Set for the rows of a `POST Alertas/geral`: who sent it to a whole company or brand. */
    geral: boolean('geral').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('alertas_usuario_data_idx').on(t.usuarioId, t.data)],
);

export type AlertaRow = typeof alertas.$inferSelect;
