import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SERVER_PACKAGE_DIR } from '../../config/repoRoot';
import type { FromWorker, RenderJob, ToWorker } from '../render/renderJob';
import type { RowFeed } from './rowFeed';

// A plain .mjs entry that registers tsx in the thread, so the worker runs TypeScript under `pnpm start`, the bench and
// Jest alike (Jest's own transform does not reach worker threads).
const WORKER_FILE = path.join(SERVER_PACKAGE_DIR, 'src/reports/render/renderWorker.bootstrap.mjs');

/** Heap limit of a render worker: a runaway report dies alone instead of taking the API down. */
const WORKER_HEAP_MB = 128;

/** What the caller learns about the worker (tests stop it mid-job; the bench reads its memory). */
export interface WorkerHooks {
  onSpawn?(worker: Worker): void;
}

/**
 * Renders a report in a worker thread: the API thread reads the pages (the database connection is its own) and posts
 * each one, waiting for the worker's ack before reading the next. Resolves with the worker's peak heap; rejects when
 * the worker reports an error or dies.
 */
export function renderInWorker(
  job: RenderJob,
  feed: RowFeed,
  hooks: WorkerHooks = {},
): Promise<{ peakHeapBytes: number }> {
  const worker = new Worker(WORKER_FILE, {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  hooks.onSpawn?.(worker);
  const post = (message: ToWorker) => worker.postMessage(message);

  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error: Error | null, peakHeapBytes = 0) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (error) reject(error);
      else resolve({ peakHeapBytes });
    };
    const pump = async () => {
      const page = await feed.next();
      if (settled) return;
      if (page) post({ type: 'rows', rows: page });
      else post({ type: 'end', summary: await feed.summary() });
    };
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ack') pump().catch((error: Error) => settle(error));
      else if (message.type === 'done') settle(null, message.peakHeapBytes);
      else settle(new Error(message.message));
    });
    worker.on('error', (error) => settle(error));
    worker.on('exit', (code) =>
      settle(new Error(`worker de relatório terminou (código ${code}) antes do fim`)),
    );
    post({ type: 'begin', job });
    pump().catch((error: Error) => settle(error));
  });
}
