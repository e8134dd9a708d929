import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brands, empresas } from '../db/schema';

/**
 * Whether a sign-in sent from the browser origin `origin` belongs to the brand of company `empresaId`: the origin is
 * one of that brand's, or it matches no brand and that brand is the default one (the API list's rule). No Origin
 * header (a server or script, not a page of another brand) is allowed.
 */
export async function originFitsCompany(
  db: Database,
  origin: string | undefined,
  empresaId: number,
): Promise<boolean> {
  if (!origin) return true;
  const wanted = origin.replace(/\/+$/, '');
  // Only the brand that lists the origin and the default one: a reseller platform has many brands.
  const listsOrigin = sql<boolean>`${brands.origins} @> ${JSON.stringify([wanted])}::jsonb`;
  const rows = await db
    .select({ id: brands.id, owns: listsOrigin, isDefault: brands.isDefault })
    .from(brands)
    .where(or(listsOrigin, eq(brands.isDefault, true)));
  const [own] = await db
    .select({ brandId: empresas.brandId })
    .from(empresas)
    .where(eq(empresas.id, empresaId))
    .limit(1);
  const owner = rows.find((row) => row.owns);
  if (owner) return owner.id === own?.brandId;
  return rows.some((row) => row.isDefault && row.id === own?.brandId);
}
