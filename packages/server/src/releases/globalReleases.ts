import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { remoteAtivas, remoteHistorico, remoteVersoes } from '../db/schema';
import { HttpError } from '../http/httpError';
import { loadReleaseCatalog } from './releaseCatalog';
import { RELEASE_MESSAGES } from './releaseMessages';
import type { Tx } from './releaseTarget';

/** Who did it, as the release history records it: `usuario:<e-mail>`, `token:<id>:<nome>` or `stack`. */
export type ReleaseActor = string;

/** Records a version as published (inactive); 409 when the container already has a version of that name. */
export async function recordPublished(
  tx: Tx,
  container: string,
  versao: string,
  por: ReleaseActor,
  now: Date,
): Promise<void> {
  const inserted = await tx
    .insert(remoteVersoes)
    .values({ container, versao, publicadaEm: now, publicadaPor: por })
    .onConflictDoNothing()
    .returning({ versao: remoteVersoes.versao });
  if (!inserted.length) throw new HttpError(409, RELEASE_MESSAGES.versionExists(container, versao));
  await tx.insert(remoteHistorico).values({ container, versao, acao: 'publicada', por, em: now });
}

async function writeActive(
  tx: Tx,
  container: string,
  versao: string,
  historico: string[],
  acao: 'ativada' | 'rollback',
  anterior: string | null,
  por: ReleaseActor,
  now: Date,
): Promise<void> {
  await tx
    .insert(remoteAtivas)
    .values({ container, versao, historico, updatedAt: now })
    .onConflictDoUpdate({ target: remoteAtivas.container, set: { versao, historico, updatedAt: now } });
  await tx.insert(remoteHistorico).values({ container, versao, acao, anterior, por, em: now });
}

/**
 * The container's active row, read under a lock held until the transaction ends: two activations or rollbacks of one
 * container at once, from any API machine, apply one after the other (a row lock would not cover the first one).
 */
async function lockedActive(tx: Tx, container: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`remote_ativas:${container}`}))`);
  const [row] = await tx.select().from(remoteAtivas).where(eq(remoteAtivas.container, container));
  return row;
}

/** Makes a published version the container's global one (the caller has run the contract check). */
export async function activateGlobal(
  tx: Tx,
  container: string,
  versao: string,
  por: ReleaseActor,
  now: Date,
): Promise<void> {
  const catalog = await loadReleaseCatalog(tx);
  if (!catalog.isPublished(container, versao)) {
    throw new HttpError(404, RELEASE_MESSAGES.notPublished(container, versao));
  }
  const before = await lockedActive(tx, container);
  const historico = [...(before?.historico ?? []).filter((v) => v !== versao), versao];
  await writeActive(tx, container, versao, historico, 'ativada', before?.versao ?? null, por, now);
}

/** Goes back to the version that was globally active before the current one (409 when there is none). */
export async function rollbackGlobal(
  db: Database,
  container: string,
  por: ReleaseActor,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const catalog = await loadReleaseCatalog(tx);
    const before = await lockedActive(tx, container);
    const historico = (before?.historico ?? []).slice(0, -1).filter((v) => catalog.isPublished(container, v));
    const previous = historico[historico.length - 1];
    if (!before || !previous) throw new HttpError(409, RELEASE_MESSAGES.noPrevious);
    await writeActive(tx, container, previous, historico, 'rollback', before.versao, por, now);
    return previous;
  });
}
