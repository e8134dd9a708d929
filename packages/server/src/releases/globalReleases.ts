import { MESSAGES } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { remoteAtivas, remoteHistorico, remoteVersoes } from '../db/schema';
import { HttpError } from '../http/httpError';
import { loadReleaseCatalog } from './releaseCatalog';
import type { Tx } from './releaseTarget';

/** Who did it, as the release history records it: `usuario:<e-mail>`, `token:<id>:<nome>` or `stack`. */
export type ReleaseActor = string;

/** One step of a container's release history: which version, by whom, when. */
export interface ReleaseStep {
  container: string;
  versao: string;
  por: ReleaseActor;
  now: Date;
}

/** Records a version as published (inactive); 409 when the container already has a version of that name. */
export async function recordPublished(tx: Tx, { container, versao, por, now }: ReleaseStep): Promise<void> {
  const inserted = await tx
    .insert(remoteVersoes)
    .values({ container, versao, publicadaEm: now, publicadaPor: por })
    .onConflictDoNothing()
    .returning({ versao: remoteVersoes.versao });
  if (!inserted.length) throw new HttpError(409, MESSAGES.releases.versionExists(container, versao));
  await tx.insert(remoteHistorico).values({ container, versao, acao: 'publicada', por, em: now });
}

/** What the active row becomes: the versions it went through, and how it got there from which version. */
interface ActiveChange {
  historico: string[];
  acao: 'ativada' | 'rollback';
  anterior: string | null;
}

async function writeActive(
  tx: Tx,
  { container, versao, por, now }: ReleaseStep,
  { historico, acao, anterior }: ActiveChange,
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
export async function activateGlobal(tx: Tx, step: ReleaseStep): Promise<void> {
  const { container, versao } = step;
  const catalog = await loadReleaseCatalog(tx);
  if (!catalog.isPublished(container, versao)) {
    throw new HttpError(404, MESSAGES.releases.notPublished(container, versao));
  }
  const before = await lockedActive(tx, container);
  const historico = [...(before?.historico ?? []).filter((v) => v !== versao), versao];
  await writeActive(tx, step, { historico, acao: 'ativada', anterior: before?.versao ?? null });
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
    if (!before || !previous) throw new HttpError(409, MESSAGES.releases.noPrevious);
    const step = { container, versao: previous, por, now };
    await writeActive(tx, step, { historico, acao: 'rollback', anterior: before.versao });
    return previous;
  });
}
