import type { PgliteEngine } from '../db/database';

/** What the server tests' Jest environment (jest.environment.cjs) shares between the test files of one worker. */
interface WorkerCache {
  /** PGlite's compiled WebAssembly and file-system bundle (none on PostgreSQL: see jest.environment.cjs). */
  engine: PgliteEngine | undefined;
  /** The global setup's seeded snapshot (its archive's bytes), read once. */
  template: Uint8Array | undefined;
}

/** The worker's cache, or undefined where the tests run in another environment. */
export function workerCache(): WorkerCache | undefined {
  return (globalThis as { erpServerWorkerCache?: WorkerCache }).erpServerWorkerCache;
}
