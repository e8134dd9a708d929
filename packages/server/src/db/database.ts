import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import { PGLITE_SHARED_BUFFERS, type DatabaseSettings } from '../config/config';
import { SERVER_PACKAGE_DIR } from '../config/repoRoot';
import { loadLocalidades } from '../features/localidades/loadLocalidades';
import { MIGRATION_LOCK_KEY, withAdvisoryLock } from './advisoryLock';
import { SnapshotMemoryFS, unpackOnDisk } from './dataDirSnapshot';
import { acquireDirectoryLock, type DirectoryLock } from './lockFile';
import * as schema from './schema';

/** The query builder, whichever driver is underneath: services only use what both drivers share. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open transaction of the database: what a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An open database with its migrator and a close that also gives back the embedded database's lock. */
export interface DatabaseHandle {
  db: Database;
  driver: DatabaseSettings['driver'];
  /**
   * Applies the SQL migrations, then loads the reference data they cannot carry (IBGE states and municipalities),
   * one API machine at a time (see `exclusively`).
   */
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, the demo seed) with no other API machine doing the same: under a PostgreSQL
   * advisory lock; the embedded database is one process's anyway (its lock file). Not re-entrant.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded engine (tests snapshot it to skip re-running migrations). */
  pglite: PGlite | null;
}

/** What every PGlite of a process can share: its compiled WebAssembly and its file-system bundle. */
export type PgliteEngine = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;

export const MIGRATIONS_DIR = path.join(SERVER_PACKAGE_DIR, 'drizzle');

export interface OpenDatabaseOptions {
  /**
   * Start from a `dumpDataDir('none')` snapshot (the archive's bytes) instead of an empty cluster: in memory, or in a
   * folder on disk that holds no cluster yet.
   */
  snapshot?: Uint8Array;
  /**
   * PGlite's WebAssembly already compiled and its file-system bundle already read: a process that opens many embedded
   * databases (a test worker) pays for them once instead of on every open.
   */
  engine?: PgliteEngine;
  /** Where the PostgreSQL pool reports connections it lost (default: console.warn). */
  log?: (message: string) => void;
}

async function openPglite(
  { dataDir, sharedBuffers = PGLITE_SHARED_BUFFERS }: Extract<DatabaseSettings, { driver: 'pglite' }>,
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const lock: DirectoryLock | null = inMemory ? null : acquireDirectoryLock(dataDir);
  let client: PGlite;
  try {
    if (options.snapshot && !inMemory) unpackOnDisk(options.snapshot, dataDir);
    client = await PGlite.create({
      ...options.engine,
      ...(inMemory ? {} : { dataDir }),
      ...(options.snapshot && inMemory ? { fs: new SnapshotMemoryFS(options.snapshot) } : {}),
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    pglite: client,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      await loadLocalidades(db);
    },
    exclusively: (work) => work(),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * Time limits of the PostgreSQL pool: a request never waits long for a connection that cannot come (the database
 * stopped or unreachable) nor for a statement that does not end, so it answers 503 well within 10 s instead of
 * hanging. The client-side read timeout backs the server's statement timeout when the network itself goes silent.
 */
export const POSTGRES_TIMEOUTS = {
  connectMs: 3000,
  statementMs: 8000,
  readMs: 9000,
  idleInTransactionMs: 30_000,
} as const;

async function createPool(url: string, log: (message: string) => void): Promise<Pool> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.readMs,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
  });
  // An idle pooled connection that the server closes (restart, failover, admin kill) is reported here; without a
  // listener Node treats it as an unhandled 'error' event and the whole API exits. The pool has already dropped
  // that client and opens a new one on the next query.
  pool.on('error', (error: Error) => log(`PostgreSQL: conexão ociosa perdida (${error.message})`));
  return pool;
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  // The PostgreSQL driver is loaded only here: the embedded database (and every PGlite test file) never needs it.
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = await createPool(url, options.log ?? ((message) => console.warn(message)));
  const db = drizzlePg(pool, { schema });
  const exclusively = <T>(work: () => Promise<T>) => withAdvisoryLock(url, MIGRATION_LOCK_KEY, work);
  return {
    db,
    driver: 'postgres',
    pglite: null,
    migrate: () =>
      exclusively(async () => {
        await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
        await loadLocalidades(db);
      }),
    exclusively,
    close: () => pool.end(),
  };
}

/** Opens (never migrates) the database the settings name. */
export function openDatabase(
  settings: DatabaseSettings,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  return settings.driver === 'pglite' ? openPglite(settings, options) : openPostgres(settings.url, options);
}
