import { and, asc, count, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ofBranch } from '../../db/ofBranch';
import { configuracoesBoleto, locaisEstoque } from '../../db/schema';
import { firstRow } from '../../db/firstRow';

// Both are read with the company as well as the branch: a branch id alone must never reach another tenant's rows.

/** The active rows of the company's branch. */
function activeOfBranch(
  table: { empresaId: AnyColumn; filialId: AnyColumn; ativo: AnyColumn },
  empresaId: number,
  filialId: number,
): SQL | undefined {
  return and(ofBranch(table, { empresaId, filialId }), eq(table.ativo, true));
}

/** The branch's active boleto configuration (the oldest, if several), or null. */
export async function activeBoletoConfiguration(
  db: Database,
  empresaId: number,
  filialId: number,
): Promise<{ id: number } | null> {
  return firstRow(
    db
      .select({ id: configuracoesBoleto.id })
      .from(configuracoesBoleto)
      .where(activeOfBranch(configuracoesBoleto, empresaId, filialId))
      .orderBy(asc(configuracoesBoleto.id)),
  );
}

/** How many active stock locations the branch has. */
export async function activeStockLocationCount(
  db: Database,
  empresaId: number,
  filialId: number,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(locaisEstoque)
    .where(activeOfBranch(locaisEstoque, empresaId, filialId));
  return row?.total ?? 0;
}
