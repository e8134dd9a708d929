import { CONTAINERS, DEFAULT_CONTAINER_BY_AREA } from '@erp/deployment';
import { ADMIN_MESSAGES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../admin';
import { brands } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { containerFor } from './brandRemoteRows';
import type { ReleaseTarget } from '../../releases/releaseTarget';

/** Switches the container serving an area for the brand (its `remoteOverrides`), e.g. `signup` ↔ `signup_acme`. */
export async function setAreaContainer(t: ReleaseTarget, container: string): Promise<void> {
  if (!CONTAINERS.some((c) => c.name === container && c.area === t.area)) {
    throw new HttpError(400, ADMIN_MESSAGES.unknownContainer(t.area, container));
  }
  const before = containerFor(t.brand, t.area);
  const overrides = { ...t.brand.remoteOverrides };
  // The default container needs no override: the brand then follows whatever the default becomes.
  if (container === DEFAULT_CONTAINER_BY_AREA[t.area]) delete overrides[t.area];
  else overrides[t.area] = container;
  await t.ctx.db.transaction(async (tx) => {
    await tx
      .update(brands)
      .set({ remoteOverrides: overrides, updatedAt: new Date(t.ctx.clock()) })
      .where(eq(brands.id, t.brand.id));
    await recordAudit(tx, {
      usuarioId: t.admin.userId,
      brandId: t.brand.id,
      acao: 'remote.container',
      alvo: `remotes/${t.brand.idConfig}/${t.area}`,
      de: before,
      para: container,
    });
  });
  t.brand.remoteOverrides = overrides;
}
