import {
  index,
  integer,
  pgTable,
  serial,
  text,
  type AnyPgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { createdAt, requiredReference, type Deletion } from './columns';
import { empresas, filiais } from './companies';

// companies.ts defines the tables these columns point at, so it writes its own columns: calling these helpers there
// would run them before this module finished loading (an import cycle). brandColumns lives in brands.ts for that reason.

/** `empresa_id`: the company a row belongs to, the first restriction of every tenant query. */
export function companyColumns(deletion: Deletion = {}) {
  return {
    empresaId: requiredReference('empresa_id', () => empresas.id, deletion),
  };
}

/** `empresa_id` and `filial_id` of a per-branch row (sales, stock, finance, reports…). */
export function branchColumns(deletion: Deletion = {}) {
  return {
    ...companyColumns(deletion),
    filialId: requiredReference('filial_id', () => filiais.id, deletion),
  };
}

/**
 * A company's hierarchy of groups (product, person and financial categories): a description, the group's own
 * columns (`own`) and the parent group (`parentColumn`), which the screens show as "Pai - Filho".
 */
export function companyGroupTree<
  Name extends string,
  Own extends Record<string, PgColumnBuilderBase> = Record<never, never>,
>(name: Name, parentColumn: string, own?: Own) {
  const table = pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      ...companyColumns(),
      descricao: text('descricao').notNull(),
      ...(own as Own),
      parentId: integer(parentColumn).references((): AnyPgColumn => table.id),
      createdAt: createdAt(),
    },
    (t) => [index(`${name}_empresa_idx`).on(t.empresaId)],
  );
  return table;
}
