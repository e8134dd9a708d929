import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { configuracoesBoleto, locaisEstoque } from '../../db/schema';

// Both are read with the company as well as the branch: a branch id alone must never reach another tenant's rows.

/** The branch's active boleto configuration (the oldest, if several), or null. */
export async function activeBoletoConfiguration(
  db: Database,
  empresaId: number,
  filialId: number,
): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: configuracoesBoleto.id })
    .from(configuracoesBoleto)
    .where(
      and(
        eq(configuracoesBoleto.empresaId, empresaId),
        eq(configuracoesBoleto.filialId, filialId),
        eq(configuracoesBoleto.ativo, true),
      ),
    )
    .orderBy(asc(configuracoesBoleto.id))
    .limit(1);
  return row ?? null;
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
    .where(
      and(
        eq(locaisEstoque.empresaId, empresaId),
        eq(locaisEstoque.filialId, filialId),
        eq(locaisEstoque.ativo, true),
      ),
    );
  return row?.total ?? 0;
}
