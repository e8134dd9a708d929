import { ADMIN_MESSAGES } from '@erp/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { brandOrigins, brands } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { isUniqueViolation } from '../../db/uniqueViolation';

/** Anything that can query: the database or a transaction of it. */
type Queryable = Pick<Database, 'select' | 'insert' | 'delete'>;

/** A brand's origins in API-list order and the canonical one (null when it has none). */
export interface BrandOriginSet {
  origins: string[];
  canonicalOrigin: string | null;
}

export const NO_ORIGINS: BrandOriginSet = { origins: [], canonicalOrigin: null };

export async function originsOfBrand(db: Queryable, brandId: number): Promise<BrandOriginSet> {
  const rows = await db
    .select({ origin: brandOrigins.origin, canonical: brandOrigins.canonical })
    .from(brandOrigins)
    .where(eq(brandOrigins.brandId, brandId))
    .orderBy(asc(brandOrigins.position));
  return {
    origins: rows.map((row) => row.origin),
    canonicalOrigin: rows.find((row) => row.canonical)?.origin ?? null,
  };
}

/** Every origin with its brand, brands by idConfig and each brand's origins in order: the API list's rows. */
export function listAllOrigins(db: Queryable) {
  return db
    .select({
      origin: brandOrigins.origin,
      idConfig: brands.idConfig,
      apiEndpoint: brands.apiEndpoint,
      isDefault: brands.isDefault,
    })
    .from(brandOrigins)
    .innerJoin(brands, eq(brands.id, brandOrigins.brandId))
    .orderBy(asc(brands.idConfig), asc(brandOrigins.position));
}

/** The brand (`white_label_configs.id`) an origin belongs to, if any. */
export async function brandIdOfOrigin(db: Queryable, origin: string): Promise<number | null> {
  const [row] = await db
    .select({ brandId: brandOrigins.brandId })
    .from(brandOrigins)
    .where(eq(brandOrigins.origin, origin))
    .limit(1);
  return row?.brandId ?? null;
}

/**
 * Replaces a brand's origins (already normalised and checked). An origin of another brand is a 409 naming it, also
 * when two saves race for it (the primary key decides).
 */
export async function replaceBrandOrigins(
  tx: Queryable,
  brandId: number,
  next: BrandOriginSet,
): Promise<void> {
  if (next.origins.length) {
    const [taken] = await tx
      .select({ origin: brandOrigins.origin })
      .from(brandOrigins)
      .where(and(inArray(brandOrigins.origin, next.origins), ne(brandOrigins.brandId, brandId)))
      .limit(1);
    if (taken) throw new HttpError(409, ADMIN_MESSAGES.originTaken(taken.origin));
  }
  await tx.delete(brandOrigins).where(eq(brandOrigins.brandId, brandId));
  if (!next.origins.length) return;
  try {
    await tx.insert(brandOrigins).values(
      next.origins.map((origin, position) => ({
        origin,
        brandId,
        position,
        canonical: origin === next.canonicalOrigin,
      })),
    );
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, ADMIN_MESSAGES.originTaken(next.origins.join(', ')));
    throw error;
  }
}
