import { ADMIN_MESSAGES } from '@erp/domain';
import type { BrandOriginSet } from '../../brands/origins/brandOriginStore';
import { HttpError } from '../../http/httpError';
import type { AdminUser } from '../../admin/adminGuard';

/** The origin fields of a brand write, already validated and normalised (whiteLabelInput). */
export interface OriginRequest {
  origins?: string[];
  canonicalOrigin?: string | null;
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((origin, index) => origin === b[index]);

/**
 * The origins a write leaves the brand with, or null when it changes nothing. Which addresses open a brand, and so
 * where its users' reset links point, is the product owner's decision: anyone but staff asking for a change gets a
 * 403 (a master's form may send back the values it was shown). The canonical origin stays unless named (null: the
 * first origin) or removed; then the first origin takes its place.
 */
export function plannedOriginChange(
  admin: Pick<AdminUser, 'isAvanco'>,
  current: BrandOriginSet,
  request: OriginRequest,
): BrandOriginSet | null {
  if (request.origins === undefined && request.canonicalOrigin === undefined) return null;
  const origins = [...new Set(request.origins ?? current.origins)];
  if (!admin.isAvanco) {
    const sameCanonical =
      request.canonicalOrigin === undefined || request.canonicalOrigin === current.canonicalOrigin;
    if (sameList(origins, current.origins) && sameCanonical) return null;
    throw new HttpError(403, ADMIN_MESSAGES.originsStaffOnly);
  }
  const named = request.canonicalOrigin;
  if (named && !origins.includes(named)) throw new HttpError(400, ADMIN_MESSAGES.canonicalOriginNotListed);
  const kept = named === undefined && current.canonicalOrigin && origins.includes(current.canonicalOrigin);
  const canonicalOrigin = named ?? (kept ? current.canonicalOrigin : (origins[0] ?? null));
  const unchanged = sameList(origins, current.origins) && canonicalOrigin === current.canonicalOrigin;
  return unchanged ? null : { origins, canonicalOrigin };
}
