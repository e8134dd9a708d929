import { boolean, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Every instant is stored with its time zone; the application passes its own clock's time where it matters. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When a record last changed: filled on insert, set by the writes that change it. */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/**
 * `ativo` and `created_at` of a record that is switched off rather than deleted (what cites it keeps pointing at it):
 * it starts switched on.
 */
export const activeRecordColumns = () => ({
  ativo: boolean('ativo').notNull().default(true),
  createdAt: createdAt(),
});

/** Whether a row goes with the row it references (its company, user, sale…) when that is deleted, or blocks the deletion (the default). */
export interface Deletion {
  cascade?: boolean;
}

/** A required foreign key (`empresa_id`, `usuario_id`, `produto_id`…), to the `id` or another unique column of its table. */
export const requiredReference = (
  name: string,
  owner: () => AnyPgColumn,
  { cascade = false }: Deletion = {},
) =>
  integer(name)
    .notNull()
    .references(owner, cascade ? { onDelete: 'cascade' } : undefined);
