import { eq } from 'drizzle-orm';
import { brandIdOfOrigin } from '../../brands/origins/brandOriginStore';
import { normaliseOrigin } from '../../brands/origins/originRules';
import type { Database } from '../../db/database';
import { brands, empresas } from '../../db/schema';

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
  const [own] = await db
    .select({ brandId: empresas.brandId, isDefault: brands.isDefault })
    .from(empresas)
    .innerJoin(brands, eq(brands.id, empresas.brandId))
    .where(eq(empresas.id, empresaId))
    .limit(1);
  if (!own) return false;
  const normalised = normaliseOrigin(origin);
  const owner = normalised ? await brandIdOfOrigin(db, normalised) : null;
  return owner === null ? own.isDefault : owner === own.brandId;
}
