import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SERVER_PACKAGE_DIR } from '../../config/repoRoot';
import type { FromWorker, RenderJob, ToWorker } from '../render/renderJob';
import type { RowFeed } from './rowFeed';

// Compiled (dist/main.js, see packages/stack/src/serverBundle.ts), the worker is the bundle's sibling. From the
// sources, a plain .mjs entry registers tsx in the thread first, so the worker runs TypeScript under tsx and Jest
// alike (Jest's own transform does not reach worker threads).
const THIS_FILE = fileURLToPath(import.meta.url);
const WORKER_FILE = THIS_FILE.endsWith('.js')
  ? path.join(path.dirname(THIS_FILE), 'renderWorker.js')
  : path.join(SERVER_PACKAGE_DIR, 'src/reports/render/renderWorker.bootstrap.mjs');

/** Heap limit of a render worker: a runaway report dies alone instead of taking the API down. */
const WORKER_HEAP_MB = 128;

/** What the caller learns about the worker (tests stop it mid-job). */
export interface WorkerHooks {
  onWorker?(worker: Worker): void;
}

export type RenderResult = { peakHeapBytes: number };

/**
 * Worker threads kept between report jobs. Starting one costs far more than a 10,000-row report (it loads tsx,
 * pdfkit and exceljs), so a worker that finished a job waits `idleMs` for the next one before it is stopped. A worker
 * that failed or died is never reused. The runner bounds how many jobs run at once; the pool only reuses threads.
 */
export interface RenderPool {
  render(job: RenderJob, feed: RowFeed, hooks?: WorkerHooks): Promise<RenderResult>;
  /** Stops the idle workers; busy ones stop when their job ends. */
  close(): Promise<void>;
}

interface Idle {
  worker: Worker;
  timer: NodeJS.Timeout;
}

function spawn(): Worker {
  return new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
}

/**
 * Runs one job on `worker`: the API thread reads the pages (the database connection is its own) and posts each one,
 * waiting for the worker's ack before reading the next. Resolves `healthy` false when the worker must not be reused.
 */
function runJob(
  worker: Worker,
  job: RenderJob,
  feed: RowFeed,
): Promise<{ error: Error | null; result: RenderResult; healthy: boolean }> {
  const post = (message: ToWorker) => worker.postMessage(message);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (error: Error | null, healthy: boolean, peakHeapBytes = 0) => {
      if (settled) return;
      settled = true;
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      resolve({ error, healthy, result: { peakHeapBytes } });
    };
    const pump = async () => {
      const page = await feed.next();
      if (settled) return;
      if (page) post({ type: 'rows', rows: page });
      else post({ type: 'end', summary: await feed.summary() });
    };
    const onMessage = (message: FromWorker) => {
      if (message.type === 'ack') pump().catch((error: Error) => settle(error, false));
      else if (message.type === 'done') settle(null, true, message.peakHeapBytes);
      else settle(new Error(message.message), false);
    };
    const onError = (error: Error) => settle(error, false);
    const onExit = (code: number) =>
      settle(new Error(`worker de relatório terminou (código ${code}) antes do fim`), false);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    post({ type: 'begin', job });
    pump().catch((error: Error) => settle(error, false));
  });
}

export function createRenderPool({ idleMs }: { idleMs: number }): RenderPool {
  const idle: Idle[] = [];
  let closed = false;

  const take = (): Worker => {
    const next = idle.pop();
    if (!next) return spawn();
    clearTimeout(next.timer);
    return next.worker;
  };

  const park = (worker: Worker) => {
    if (closed) {
      void worker.terminate();
      return;
    }
    const entry: Idle = {
      worker,
      timer: setTimeout(() => {
        idle.splice(idle.indexOf(entry), 1);
        void worker.terminate();
      }, idleMs),
    };
    // An idle worker must not keep the process (a test, a bench, the CLI) alive.
    entry.timer.unref();
    worker.unref();
    idle.push(entry);
  };

  return {
    async render(job, feed, hooks = {}) {
      const worker = take();
      worker.ref();
      hooks.onWorker?.(worker);
      const { error, result, healthy } = await runJob(worker, job, feed);
      if (healthy) park(worker);
      else void worker.terminate();
      if (error) throw error;
      return result;
    },
    async close() {
      closed = true;
      const stopping = idle.splice(0).map(({ worker, timer }) => {
        clearTimeout(timer);
        return worker.terminate();
      });
      await Promise.all(stopping);
    },
  };
}
