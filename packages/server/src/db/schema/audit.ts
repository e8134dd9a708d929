// The administration's audit trail.
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { instant } from './columns';
import { userColumns } from './users';

/**
 * Who changed what in the administration area, from what to what. `brandId` is null for product-wide settings
 * (banks, PDV version, IBPT tables) that belong to no brand.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: serial('id').primaryKey(),
    data: instant('data').notNull().defaultNow(),
    ...userColumns(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    acao: text('acao').notNull(),
    alvo: text('alvo').notNull(),
    de: jsonb('de').$type<unknown>(),
    para: jsonb('para').$type<unknown>(),
  },
  (t) => [index('auditoria_brand_data_idx').on(t.brandId, t.data)],
);

export type AuditoriaRow = typeof auditoria.$inferSelect;
