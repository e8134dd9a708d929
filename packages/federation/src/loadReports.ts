import type { RemoteEventReport } from '@erp/api-client';
import type { RemoteArea } from '@erp/domain';
import { releaseFor } from './registry';
import { isOverride } from './overrides/remoteOverride';

/** Sends a batch of reports; its failures are ignored (reports are best effort). */
type ReportSender = (eventos: RemoteEventReport[]) => Promise<void>;

/** Reports wait this long to travel together: a page mounting several areas sends one request. */
export const REPORT_DELAY_MS = 2000;
/** The server's cap per call. */
const MAX_BATCH = 50;
const MAX_MESSAGE = 500;

let sender: ReportSender | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
const pending: RemoteEventReport[] = [];
/** One load and one error per container version and page: retries of a dead remote are one failed page, not ten. */
const reported = new Set<string>();

function schedule(): void {
  if (timer || !sender || pending.length === 0) return;
  timer = setTimeout(flushLoadReports, REPORT_DELAY_MS);
}

/** Sends what is waiting now (also on `pagehide`, so a page closed within the delay still reports). */
export function flushLoadReports(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!sender) return;
  while (pending.length > 0) {
    const batch = pending.splice(0, MAX_BATCH);
    sender(batch).catch(() => undefined);
  }
}

function enqueue(area: RemoteArea, tipo: RemoteEventReport['tipo'], mensagem?: string): void {
  const release = releaseFor(area);
  // An override's build is nobody's canary: its loads and failures say nothing of the registry's versions.
  if (!release || isOverride(release)) return;
  const key = `${tipo}:${release.name}:${release.version}`;
  if (reported.has(key)) return;
  reported.add(key);
  pending.push({
    container: release.name,
    versao: release.version,
    tipo,
    ...(mensagem ? { mensagem: mensagem.slice(0, MAX_MESSAGE) } : {}),
    // The registry's proof that it served this version to this browser: only reports echoing it count for a canary.
    ...(release.ticket ? { ticket: release.ticket } : {}),
  });
  if (pending.length >= MAX_BATCH) flushLoadReports();
  else schedule();
}

/** Starts sending the reports, those made before included (the registry is known from then on). */
export function startLoadReports(send: ReportSender): void {
  sender = send;
  if (typeof window !== 'undefined') {
    window.removeEventListener('pagehide', flushLoadReports);
    window.addEventListener('pagehide', flushLoadReports);
  }
  schedule();
}

/** The area's container version loaded. */
export function reportRemoteLoaded(area: RemoteArea): void {
  enqueue(area, 'carregado');
}

/** The area's container version failed to load or threw while rendering. */
export function reportRemoteFailed(area: RemoteArea, error: unknown): void {
  enqueue(area, 'erro', error instanceof Error ? error.message : String(error));
}

/** Forgets everything (tests). */
export function resetLoadReports(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  sender = null;
  pending.length = 0;
  reported.clear();
}
