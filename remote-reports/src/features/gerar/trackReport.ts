import { getApi, type ReportEvent, type Relatorio } from '@erp/api-client';
import { JobStatus, REPORT_POLL_MS, type ReportFormat } from '@erp/domain';
import { relatoriosApi } from '../../api/relatoriosApi';

/** How a report job ended: its file, or the server's reason. */
export type ReportOutcome = { ok: true; url: string } | { ok: false; message?: string };

/** The job to follow: its id, the socket event base name and the format asked for. */
export interface TrackedReport {
  id: number;
  event: string;
  format: ReportFormat;
}

function outcomeOfEvent(result: ReportEvent): ReportOutcome | null {
  if (result.status === 'success') return result.data.url ? { ok: true, url: result.data.url } : null;
  return { ok: false, message: result.data.message };
}

function outcomeOfRow(row: Relatorio | null): ReportOutcome | null {
  if (!row || row.status === JobStatus.PROCESSANDO) return null;
  if (row.status === JobStatus.FINALIZADO && row.url) return { ok: true, url: row.url };
  if (row.status === JobStatus.ERRO) return { ok: false, message: row.erro?.message };
  return null;
}

/**
 * Follows a report job until it ends, whichever says so first: the socket's `{event}-{format}`, or a look at the job
 * every 10 s (spec 001 §4) for when the socket is silent (disconnected, or the push was missed). `onDone` runs once;
 * the returned function stops following without it.
 */
export function trackReport(job: TrackedReport, onDone: (outcome: ReportOutcome) => void): () => void {
  let stopped = false;
  let stopSocket: () => void = () => undefined;

  const stop = () => {
    stopped = true;
    clearInterval(timer);
    stopSocket();
  };
  const settle = (outcome: ReportOutcome | null) => {
    if (stopped || !outcome) return;
    stop();
    onDone(outcome);
  };

  const timer = setInterval(() => {
    relatoriosApi.one(job.id).then(
      (row) => settle(outcomeOfRow(row)),
      // A failed look is tried again at the next tick; the socket may still answer.
      (error: unknown) => console.warn('[reports] polling Relatorios failed', error),
    );
  }, REPORT_POLL_MS);

  try {
    stopSocket = getApi()
      .socket()
      .onReport(job.event, (result, format) => {
        if (format === job.format) settle(outcomeOfEvent(result));
      });
  } catch (error) {
    console.warn('[reports] realtime unavailable; polling only', error);
  }
  return stop;
}
