import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The rows of per-branch data (stock, movements, sales, finance) that belong to a company and one of its branches:
 * both keys, never the branch alone. Lists and reports read through it.
 */
export function ofBranch(
  table: { empresaId: AnyColumn; filialId: AnyColumn },
  scope: { empresaId: number; filialId: number },
): SQL {
  return and(eq(table.empresaId, scope.empresaId), eq(table.filialId, scope.filialId))!;
}
