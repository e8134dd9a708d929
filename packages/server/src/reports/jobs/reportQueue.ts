import { JobStatus, MESSAGES } from '@erp/domain';
import { and, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { relatorios, type RelatorioRow } from '../../db/schema';

/** The error of a job whose runner died (crash, restart) before finishing it. */
export const REPORT_INTERRUPTED = MESSAGES.reports.interrupted;
/** The error of a job that failed while reading or writing; details go to the log only. */
export const REPORT_FAILED = MESSAGES.reports.renderFailed;

/**
 * Takes the oldest waiting job for `runnerId`, or null. `FOR UPDATE SKIP LOCKED` lets several API processes on one
 * PostgreSQL take different jobs without waiting on each other; the outer `locked_by IS NULL` makes the take
 * conditional as well, so even a plain read of the same id by two runners lets only one UPDATE win.
 */
export async function claimJob(
  db: Database,
  runnerId: string,
  now: Date,
  leaseMs: number,
): Promise<RelatorioRow | null> {
  const next = sql`(select ${relatorios.id} from ${relatorios} where ${relatorios.status} = ${JobStatus.PROCESSANDO} and ${relatorios.lockedBy} is null order by ${relatorios.id} limit 1 for update skip locked)`;
  const [row] = await db
    .update(relatorios)
    .set({ lockedBy: runnerId, leaseUntil: new Date(now.getTime() + leaseMs), startedAt: now })
    .where(
      and(eq(relatorios.id, next), isNull(relatorios.lockedBy), eq(relatorios.status, JobStatus.PROCESSANDO)),
    )
    .returning();
  return row ?? null;
}

/** Keeps the jobs this runner is working on from being declared interrupted. */
export async function renewLeases(db: Database, runnerId: string, ids: number[], until: Date): Promise<void> {
  if (!ids.length) return;
  await db
    .update(relatorios)
    .set({ leaseUntil: until })
    .where(and(inArray(relatorios.id, ids), eq(relatorios.lockedBy, runnerId)));
}

/** Ends a job this runner holds; false when it was no longer ours (declared interrupted meanwhile). */
export async function completeJob(
  db: Database,
  runnerId: string,
  id: number,
  outcome: { arquivo: string } | { erro: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(relatorios)
    .set({
      ...('arquivo' in outcome
        ? { status: JobStatus.FINALIZADO, arquivo: outcome.arquivo }
        : { status: JobStatus.ERRO, erro: outcome.erro }),
      finishedAt: now,
      leaseUntil: null,
    })
    .where(
      and(
        eq(relatorios.id, id),
        eq(relatorios.lockedBy, runnerId),
        eq(relatorios.status, JobStatus.PROCESSANDO),
      ),
    )
    .returning({ id: relatorios.id });
  return rows.length > 0;
}

/**
 * Jobs taken by a runner whose lease ran out (the process died): marked Erro with REPORT_INTERRUPTED, never left
 * Processando. Waiting jobs (no runner yet) are left in the queue.
 */
export async function interruptExpiredJobs(db: Database, now: Date): Promise<RelatorioRow[]> {
  return db
    .update(relatorios)
    .set({ status: JobStatus.ERRO, erro: REPORT_INTERRUPTED, finishedAt: now, leaseUntil: null })
    .where(
      and(
        eq(relatorios.status, JobStatus.PROCESSANDO),
        isNotNull(relatorios.lockedBy),
        lt(relatorios.leaseUntil, now),
      ),
    )
    .returning();
}

/** Removes the finished or failed reports older than `cutoff`; answers their files to delete. */
export async function deleteOldReports(db: Database, cutoff: Date): Promise<(string | null)[]> {
  const rows = await db
    .delete(relatorios)
    .where(and(lt(relatorios.dataInclusao, cutoff), ne(relatorios.status, JobStatus.PROCESSANDO)))
    .returning({ arquivo: relatorios.arquivo });
  return rows.map((r) => r.arquivo);
}
