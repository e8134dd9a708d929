import { MESSAGES } from '@erp/domain';
import { recordAudit } from '../../admin';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { ContractRefusal } from '../../releases/contractRefusal';
import { activateGlobal, recordPublished } from '../../releases/globalReleases';
import { loadReleaseCatalog } from '../../releases/releaseCatalog';
import { checkStoredRelease } from '../../releases/releaseContract';
import type { DeployCaller } from './deployTokens';

/** What registering a release asks for: activate it at once, and (local stack only) despite the contract check. */
export interface PublishOptions {
  ativar: boolean;
  forcar: boolean;
}

/** A 409 when the container already has this version: a published version is immutable. */
export async function assertNewVersion(ctx: AppContext, container: string, versao: string): Promise<void> {
  const catalog = await loadReleaseCatalog(ctx.db);
  if (catalog.isPublished(container, versao)) {
    throw new HttpError(409, MESSAGES.releases.versionExists(container, versao));
  }
}

/**
 * Registers a version whose files were uploaded: refused, with nothing published, when it already exists, when its
 * manifest never arrived (an upload cut short), or when the contract check against the live host fails (the local
 * stack may force that one, with a warning). Published inactive unless `ativar`. Returns the warnings.
 */
export async function publishRelease(
  ctx: AppContext,
  caller: DeployCaller,
  container: string,
  versao: string,
  options: PublishOptions,
): Promise<string[]> {
  if (options.forcar && caller.container !== null)
    throw new HttpError(403, MESSAGES.releases.forceNotAllowed);
  await assertNewVersion(ctx, container, versao);
  const check = await checkStoredRelease(ctx, container, versao);
  const avisos: string[] = [];
  if (!check.ok) {
    const missingManifest = check.faltando[0] === MESSAGES.contract.missingManifest(container, versao);
    if (missingManifest) throw new HttpError(422, MESSAGES.releases.refused(check.faltando[0]!));
    const message = MESSAGES.contract.incompatible(container, versao, check.faltando);
    if (!options.forcar) throw new ContractRefusal(MESSAGES.releases.refused(message), check.faltando);
    avisos.push(message);
  }
  const now = new Date(ctx.clock());
  await ctx.db.transaction(async (tx) => {
    const step = { container, versao, por: caller.por, now };
    await recordPublished(tx, step);
    if (options.ativar) await activateGlobal(tx, step);
    if (caller.usuarioId !== null) {
      await recordAudit(tx, {
        usuarioId: caller.usuarioId,
        brandId: null,
        acao: options.ativar ? 'remote.publicar-e-ativar' : 'remote.publicar',
        alvo: `deploy/${container}/${versao}`,
        para: { versao, por: caller.por },
      });
    }
  });
  return avisos;
}
