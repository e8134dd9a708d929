import type { RemoteRelease } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { remoteCanaries, remoteVersoesMarca, type BrandRow } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { inCanary } from './canaryBucket';
import { issueTicket } from './visitorTickets';
import { loadReleaseCatalog } from '../../releases/releaseCatalog';

/**
 * The registry a brand's visitor is answered (`GET /api/remotes`): per area the brand's container, at the canary's
 * version when the visitor falls in its share, else the brand's pinned version, else the globally active one. A
 * visitor's answer carries a signed ticket per version (what a canary's automatic rollback counts).
 */
export async function brandReleases(
  ctx: AppContext,
  brand: Pick<BrandRow, 'id' | 'remoteOverrides'>,
  visitante: string | null,
): Promise<RemoteRelease[]> {
  const [catalog, pins, canaries] = await Promise.all([
    loadReleaseCatalog(ctx.db),
    ctx.db
      .select({ container: remoteVersoesMarca.container, versao: remoteVersoesMarca.versao })
      .from(remoteVersoesMarca)
      .where(eq(remoteVersoesMarca.brandId, brand.id)),
    ctx.db
      .select({
        container: remoteCanaries.container,
        versao: remoteCanaries.versao,
        percentual: remoteCanaries.percentual,
      })
      .from(remoteCanaries)
      .where(eq(remoteCanaries.brandId, brand.id)),
  ]);
  const pinned = new Map(pins.map((p) => [p.container, p.versao]));
  const canaryOf = new Map(canaries.map((c) => [c.container, c]));
  const releases = ctx.deployment.releasesFor(catalog, brand.remoteOverrides, (container) => {
    const canary = canaryOf.get(container);
    if (canary && visitante && inCanary(visitante, canary.percentual)) return canary.versao;
    return pinned.get(container) ?? null;
  });
  if (!visitante) return releases;
  // Each version answered comes with its proof that it was served to this visitor, for the load reports to echo.
  return Promise.all(
    releases.map(async (release) => ({
      ...release,
      ticket: await issueTicket(ctx.signer, {
        brandId: brand.id,
        container: release.name,
        versao: release.version,
        visitante,
      }),
    })),
  );
}
