import { ADMIN_MESSAGES } from '@erp/domain';
import { originsOfBrand } from '../brands/origins/brandOriginStore';
import type { Database } from '../db/database';
import type { ServerConfig } from '../config/config';
import { HttpError } from '../http/httpError';

/**
 * The origin every link in an e-mail to a user of `brandId` starts with: the brand's canonical origin, which only
 * product-owner staff set. Never a request header and never a list a brand admin edits: whoever chose that origin
 * would receive the user's reset or first-access token. A development server whose brand has no origin yet links to
 * its own host; a production one refuses rather than guess.
 */
export async function emailLinkOrigin(
  db: Database,
  config: Pick<ServerConfig, 'isProduction' | 'hostPort'>,
  brandId: number,
): Promise<string> {
  const { canonicalOrigin } = await originsOfBrand(db, brandId);
  if (canonicalOrigin) return canonicalOrigin;
  if (!config.isProduction) return `http://localhost:${config.hostPort}`;
  throw new HttpError(409, ADMIN_MESSAGES.brandWithoutOrigin);
}
