import { integer } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { empresas, filiais } from './companies';

// brands.ts and companies.ts define the tables these columns point at, so they write their own columns: calling
// these helpers there would run them before this module finished loading (an import cycle).

/** Whether a row goes with its company or branch when that is deleted, or blocks the deletion (the default). */
interface Deletion {
  cascade?: boolean;
}

const onDelete = ({ cascade = false }: Deletion) => (cascade ? { onDelete: 'cascade' as const } : undefined);

/** `brand_id`: the brand (reseller) a row belongs to, for rows that are the brand's own rather than a company's. */
export function brandColumns(deletion: Deletion = {}) {
  return {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, onDelete(deletion)),
  };
}

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
