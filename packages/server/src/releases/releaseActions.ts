import { ADMIN_MESSAGES } from '@erp/domain';
import type { ContractResult } from '@erp/deployment';
import type { RemoteArea } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit, type AdminUser } from '../admin';
import type { Database } from '../db/database';
import { brands, remoteCanaries, remoteVersoesMarca, type BrandRow } from '../db/schema';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/httpError';
import { containerFor, releaseStateOf } from './brandRemoteRows';
import { ContractRefusal } from './contractRefusal';
import { RELEASE_MESSAGES } from './releaseMessages';
import { CONTRACT_MESSAGES, CONTAINERS, DEFAULT_CONTAINER_BY_AREA } from '@erp/deployment';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who does what to which brand's area: every action needs the same four things. */
export interface ReleaseTarget {
  ctx: AppContext;
  admin: AdminUser;
  brand: BrandRow;
  area: RemoteArea;
}

const alvo = (t: ReleaseTarget, container: string) => `remotes/${t.brand.idConfig}/${t.area}/${container}`;

/** Refuses a version that is not on disk (404) or that breaks the contract (422 with `faltando`). */
async function assertActivatable(t: ReleaseTarget, container: string, versao: string): Promise<void> {
  if (!t.ctx.deployment.isBuilt(container, versao)) {
    throw new HttpError(404, CONTRACT_MESSAGES.notPublished(container, versao));
  }
  const check: ContractResult = await t.ctx.deployment.checkVersion(container, versao);
  if (!check.ok) {
    throw new ContractRefusal(
      CONTRACT_MESSAGES.incompatible(container, versao, check.faltando),
      check.faltando,
    );
  }
}

/** The version the brand is answered now (pin, else global) and its history. */
async function currentPin(t: ReleaseTarget, container: string) {
  const { pins } = await releaseStateOf(t.ctx.db, t.brand.id);
  const pin = pins.get(container);
  const live = pin && t.ctx.deployment.isBuilt(container, pin.versao) ? pin : undefined;
  return { pin: live, versao: live?.versao ?? t.ctx.deployment.activeVersion(container) };
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

async function pinVersion(
  t: ReleaseTarget,
  container: string,
  versao: string,
  acao: string,
  extra?: (tx: Tx) => Promise<void>,
) {
  const { pin, versao: before } = await currentPin(t, container);
  // A brand's first pin starts from the global history, so a rollback can go back past what it was answered.
  const start = pin?.historico ?? t.ctx.deployment.releaseHistory(container);
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
  const { pin, versao: current } = await currentPin(t, container);
  // Without a pin the brand follows the global version: it goes back along the global history, for itself only.
  const historico = (pin?.historico ?? t.ctx.deployment.releaseHistory(container))
    .slice(0, -1)
    .filter((v) => t.ctx.deployment.isBuilt(container, v));
  const previous = historico[historico.length - 1];
  if (!previous) throw new HttpError(409, RELEASE_MESSAGES.noPrevious);
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

/** Tries `versao` on `percentual` % of the brand's visitors (contract-checked); counters start at zero. */
export async function startCanary(t: ReleaseTarget, versao: string, percentual: number): Promise<void> {
  const container = containerFor(t.brand, t.area);
  await assertActivatable(t, container, versao);
  const { versao: active } = await currentPin(t, container);
  if (active === versao) throw new HttpError(409, RELEASE_MESSAGES.canaryIsActive);
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
  if (!canary) throw new HttpError(404, RELEASE_MESSAGES.noCanary);
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
