import { requiredReference, type Deletion } from './columns';
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
