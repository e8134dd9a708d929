import { MESSAGES } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../admin';
import { remoteCanaries, remoteCanaryVisitantes } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { containerFor, releaseStateOf } from './brandRemoteRows';
import { assertActivatable, currentPin, pinVersion } from './pinActions';
import { alvo, type ReleaseTarget, type Tx } from '../../releases/releaseTarget';

/** Tries `versao` on `percentual` % of the brand's visitors (contract-checked); counters start at zero. */
export async function startCanary(t: ReleaseTarget, versao: string, percentual: number): Promise<void> {
  const container = containerFor(t.brand, t.area);
  await assertActivatable(t, container, versao);
  const { versao: active } = await currentPin(t, container);
  if (active === versao) throw new HttpError(409, MESSAGES.releases.canaryIsActive);
  const { canaries } = await releaseStateOf(t.ctx.db, t.brand.id);
  const before = canaries.get(container);
  const now = new Date(t.ctx.clock());
  const row = {
    versao,
    percentual,
    carregamentos: 0,
    erros: 0,
    iniciadoPor: t.admin.userId,
    iniciadoEm: now,
  };
  await t.ctx.db.transaction(async (tx) => {
    await tx
      .insert(remoteCanaries)
      .values({ brandId: t.brand.id, container, ...row })
      .onConflictDoUpdate({ target: [remoteCanaries.brandId, remoteCanaries.container], set: row });
    // A new trial judges its own visitors only.
    await tx
      .delete(remoteCanaryVisitantes)
      .where(
        and(eq(remoteCanaryVisitantes.brandId, t.brand.id), eq(remoteCanaryVisitantes.container, container)),
      );
    await recordAudit(tx, {
      usuarioId: t.admin.userId,
      brandId: t.brand.id,
      acao: 'canary.iniciar',
      alvo: alvo(t, container),
      de: before ? { versao: before.versao, percentual: before.percentual } : null,
      para: { versao, percentual },
    });
  });
}

async function activeCanary(t: ReleaseTarget, container: string) {
  const { canaries } = await releaseStateOf(t.ctx.db, t.brand.id);
  const canary = canaries.get(container);
  if (!canary) throw new HttpError(404, MESSAGES.releases.noCanary);
  return canary;
}

const deleteCanary = (tx: Tx, brandId: number, container: string) =>
  tx
    .delete(remoteCanaries)
    .where(and(eq(remoteCanaries.brandId, brandId), eq(remoteCanaries.container, container)));

/** Gives the canary's version to every visitor of the brand (it becomes the pin) and ends the canary. */
export async function promoteCanary(t: ReleaseTarget): Promise<void> {
  const container = containerFor(t.brand, t.area);
  const canary = await activeCanary(t, container);
  await pinVersion(t, container, canary.versao, 'canary.promover', async (tx) => {
    await deleteCanary(tx, t.brand.id, container);
  });
}

/** Ends the canary: everyone is answered the brand's version again. */
export async function stopCanary(t: ReleaseTarget): Promise<void> {
  const container = containerFor(t.brand, t.area);
  const canary = await activeCanary(t, container);
  await t.ctx.db.transaction(async (tx) => {
    await deleteCanary(tx, t.brand.id, container);
    await recordAudit(tx, {
      usuarioId: t.admin.userId,
      brandId: t.brand.id,
      acao: 'canary.parar',
      alvo: alvo(t, container),
      de: { versao: canary.versao, percentual: canary.percentual },
      para: null,
    });
  });
}
