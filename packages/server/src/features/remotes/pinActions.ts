import { MESSAGES } from '@erp/domain';
import { recordAudit } from '../../admin';
import { remoteVersoesMarca } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { containerFor, livePin, releaseStateOf } from './brandRemoteRows';
import { ContractRefusal } from '../../releases/contractRefusal';
import { checkStoredRelease } from '../../releases/releaseContract';
import { alvo, type ReleaseTarget, type Tx } from '../../releases/releaseTarget';

/** Refuses a version that is not published (404) or that breaks the contract (422 with `faltando`). */
export async function assertActivatable(t: ReleaseTarget, container: string, versao: string): Promise<void> {
  const { catalog } = await releaseStateOf(t.ctx.db, t.brand.id);
  if (!catalog.isPublished(container, versao)) {
    throw new HttpError(404, MESSAGES.releases.notPublished(container, versao));
  }
  const check = await checkStoredRelease(t.ctx, container, versao);
  if (!check.ok) {
    throw new ContractRefusal(
      MESSAGES.contract.incompatible(container, versao, check.faltando),
      check.faltando,
    );
  }
}

/** The version the brand is answered now (pin, else global) and its history. */
export async function currentPin(t: ReleaseTarget, container: string) {
  const { catalog, pins } = await releaseStateOf(t.ctx.db, t.brand.id);
  const live = livePin(catalog, container, pins.get(container));
  return { catalog, pin: live, versao: live?.versao ?? catalog.active(container) };
}

async function writePin(tx: Tx, t: ReleaseTarget, container: string, versao: string, historico: string[]) {
  const now = new Date(t.ctx.clock());
  await tx
    .insert(remoteVersoesMarca)
    .values({ brandId: t.brand.id, container, versao, historico, updatedAt: now })
    .onConflictDoUpdate({
      target: [remoteVersoesMarca.brandId, remoteVersoesMarca.container],
      set: { versao, historico, updatedAt: now },
    });
}

/** Pins `versao` for the brand, after the contract check; the version it leaves is kept for a rollback. */
export async function activateVersion(
  t: ReleaseTarget,
  versao: string,
  acao = 'remote.ativar',
): Promise<void> {
  const container = containerFor(t.brand, t.area);
  await assertActivatable(t, container, versao);
  await pinVersion(t, container, versao, acao);
}

/** Pins `versao` (checked or not by the caller) and audits it; `extra` runs in the same transaction. */
export async function pinVersion(
  t: ReleaseTarget,
  container: string,
  versao: string,
  acao: string,
  extra?: (tx: Tx) => Promise<void>,
) {
  const { catalog, pin, versao: before } = await currentPin(t, container);
  // A brand's first pin starts from the global history, so a rollback can go back past what it was answered.
  const start = pin?.historico ?? catalog.history(container);
  const historico = [...start.filter((v) => v !== versao), versao];
  await t.ctx.db.transaction(async (tx) => {
    await writePin(tx, t, container, versao, historico);
    await extra?.(tx);
    await recordAudit(tx, {
      usuarioId: t.admin.userId,
      brandId: t.brand.id,
      acao,
      alvo: alvo(t, container),
      de: before,
      para: versao,
    });
  });
}

/** Goes back to the version the brand had before its current pin (409 when there is none). */
export async function rollbackVersion(t: ReleaseTarget): Promise<void> {
  const container = containerFor(t.brand, t.area);
  const { catalog, pin, versao: current } = await currentPin(t, container);
  // Without a pin the brand follows the global version: it goes back along the global history, for itself only.
  const historico = (pin?.historico ?? catalog.history(container))
    .slice(0, -1)
    .filter((v) => catalog.isPublished(container, v));
  const previous = historico[historico.length - 1];
  if (!previous) throw new HttpError(409, MESSAGES.releases.noPrevious);
  await t.ctx.db.transaction(async (tx) => {
    await writePin(tx, t, container, previous, historico);
    await recordAudit(tx, {
      usuarioId: t.admin.userId,
      brandId: t.brand.id,
      acao: 'remote.rollback',
      alvo: alvo(t, container),
      de: current,
      para: previous,
    });
  });
}
