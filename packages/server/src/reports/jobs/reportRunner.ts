import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { Clock } from '../../auth/clock';
import type { ReportSettings } from '../../config/config';
import type { Database } from '../../db/database';
import type { RelatorioRow } from '../../db/schema';
import { notify } from '../../realtime/notify';
import type { ObjectStorage } from '../../storage';
import { reportEvent, reportFileName, reportUrl, type ReportEventPayload } from './reportEvents';
import {
  claimJob,
  completeJob,
  deleteOldReports,
  interruptExpiredJobs,
  renewLeases,
  REPORT_FAILED,
  REPORT_INTERRUPTED,
} from './reportQueue';
import { runReportJob, type ReportRenderer } from './runReportJob';

export interface ReportRunnerDeps {
  db: Database;
  io: SocketServer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where finished report files go (`ctx.storage.reports`). */
  storage: ObjectStorage;
  settings: ReportSettings;
  render: ReportRenderer;
}

/** Takes report jobs from the database queue and runs at most `settings.concurrency` of them at once. */
export interface ReportRunner {
  readonly id: string;
  /** Declares interrupted the jobs of dead runners, sweeps old reports and starts polling. Idempotent. */
  start(): Promise<void>;
  /** A job was queued: fill the free slots now instead of at the next poll. */
  kick(): void;
  /** Takes and runs jobs until the slots are full or the queue is empty; resolves when the started ones end. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const POLL_MS = 2000;
const DAY_MS = 86_400_000;

export function createReportRunner(deps: ReportRunnerDeps): ReportRunner {
  const { db, settings, log } = deps;
  const id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const running = new Map<number, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let started: Promise<void> | null = null;
  let stopping = false;
  let filling: Promise<void> | null = null;
  const now = () => new Date(deps.clock());

  const push = (row: RelatorioRow, payload: ReportEventPayload) =>
    notify(deps.io, { userId: row.usuarioId }, `${reportEvent(row.id)}-${row.tipo}`, payload);

  const run = async (row: RelatorioRow) => {
    try {
      const arquivo = await runReportJob(db, deps.storage, row, now(), deps.render);
      if (await completeJob(db, id, row.id, { arquivo }, now())) {
        push(row, { status: 'success', data: { file: reportFileName(row), url: reportUrl(row.id) } });
      } else {
        await deps.storage.delete(arquivo);
      }
    } catch (error) {
      log.error({ err: error, relatorio: row.id }, 'falha ao gerar relatório');
      const interrupted = error instanceof Error && error.message.startsWith('worker de relatório terminou');
      const erro = interrupted ? REPORT_INTERRUPTED : REPORT_FAILED;
      if (await completeJob(db, id, row.id, { erro }, now()).catch(() => false)) {
        push(row, { status: 'error', data: { message: erro } });
      }
    }
  };

  const fill = async () => {
    while (!stopping && running.size < settings.concurrency) {
      const row = await claimJob(db, id, now(), settings.leaseMs);
      if (!row) return;
      const job = run(row).finally(() => {
        running.delete(row.id);
        if (!stopping) kick();
      });
      running.set(row.id, job);
    }
  };

  const fillOnce = (): Promise<void> => {
    filling ??= fill()
      .catch((error: unknown) => log.error({ err: error }, 'falha ao ler a fila de relatórios'))
      .finally(() => {
        filling = null;
      });
    return filling;
  };

  function kick(): void {
    if (!stopping) void start().then(fillOnce);
  }

  const sweep = async () => {
    for (const row of await interruptExpiredJobs(db, now())) {
      push(row, { status: 'error', data: { message: REPORT_INTERRUPTED } });
    }
    const files = await deleteOldReports(db, new Date(now().getTime() - settings.retentionDays * DAY_MS));
    await Promise.all(files.map((file) => (file ? deps.storage.delete(file) : null)));
  };

  function start(): Promise<void> {
    started ??= (async () => {
      await sweep();
      const every = (ms: number, task: () => Promise<void>) => {
        const timer = setInterval(() => {
          if (!stopping)
            task().catch((error: unknown) => log.error({ err: error }, 'tarefa de relatórios falhou'));
        }, ms);
        timer.unref();
        timers.push(timer);
      };
      every(POLL_MS, async () => kick());
      every(Math.max(1000, Math.floor(settings.leaseMs / 3)), () =>
        renewLeases(db, id, [...running.keys()], new Date(now().getTime() + settings.leaseMs)),
      );
      every(Math.min(settings.leaseMs, 60_000), sweep);
    })();
    return started;
  }

  return {
    id,
    start,
    kick,
    async drain() {
      await start();
      for (;;) {
        await fillOnce();
        if (!running.size) return;
        await Promise.race(running.values());
      }
    },
    async stop() {
      stopping = true;
      timers.forEach(clearInterval);
      await filling;
      await Promise.allSettled([...running.values()]);
    },
  };
}
