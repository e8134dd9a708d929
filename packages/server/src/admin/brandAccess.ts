import { ADMIN_FORBIDDEN, ADMIN_MESSAGES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brands, type BrandRow } from '../db/schema';
import { HttpError } from '../http/httpError';
import type { AdminUser } from './adminGuard';

/**
 * The brand an admin names, when they may manage it: staff reach every brand (404 for an unknown one); a master
 * reaches only their own, and is told 403 for any other, existing or not (no probing which brands exist).
 */
export async function brandForAdmin(db: Database, admin: AdminUser, idConfig: number): Promise<BrandRow> {
  if (!admin.isAvanco && idConfig !== admin.idConfig) throw new HttpError(403, ADMIN_FORBIDDEN);
  const [row] = await db.select().from(brands).where(eq(brands.idConfig, idConfig)).limit(1);
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.brandNotFound);
  return row;
}

/** Refuses a row of a brand (by `white_label_configs.id`) that a master does not own. */
export function assertOwnBrand(admin: AdminUser, brandId: number): void {
  if (!admin.isAvanco && brandId !== admin.brandId) throw new HttpError(403, ADMIN_FORBIDDEN);
}
