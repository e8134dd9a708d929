import { integer } from 'drizzle-orm/pg-core';
import { empresas, filiais } from './companies';

// companies.ts defines the tables these columns point at, so it writes its own columns: calling these helpers there
// would run them before this module finished loading (an import cycle). brandColumns lives in brands.ts for that reason.

/** Whether a row goes with its company or branch when that is deleted, or blocks the deletion (the default). */
interface Deletion {
  cascade?: boolean;
}

const onDelete = ({ cascade = false }: Deletion) => (cascade ? { onDelete: 'cascade' as const } : undefined);

/** `empresa_id`: the company a row belongs to, the first restriction of every tenant query. */
export function companyColumns(deletion: Deletion = {}) {
  return {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, onDelete(deletion)),
  };
}

/** `empresa_id` and `filial_id` of a per-branch row (sales, stock, finance, reports…). */
export function branchColumns(deletion: Deletion = {}) {
  return {
    ...companyColumns(deletion),
    filialId: integer('filial_id')
      .notNull()
      .references(() => filiais.id, onDelete(deletion)),
  };
}
