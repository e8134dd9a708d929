import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseSettings } from '../config/config';
import { SERVER_PACKAGE_DIR } from '../config/repoRoot';
import { loadLocalidades } from '../localidades/loadLocalidades';
import { acquireDirectoryLock, type DirectoryLock } from './lockFile';
import * as schema from './schema';

/** The query builder, whichever driver is underneath: services only use what both drivers share. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its migrator and a close that also gives back the embedded database's lock. */
export interface DatabaseHandle {
  db: Database;
  driver: DatabaseSettings['driver'];
  /** Applies the SQL migrations, then loads the reference data they cannot carry (IBGE states and municipalities). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded engine (tests snapshot it to skip re-running migrations). */
  pglite: PGlite | null;
}

export const MIGRATIONS_DIR = path.join(SERVER_PACKAGE_DIR, 'drizzle');

export interface OpenDatabaseOptions {
  /** Start an in-memory PGlite from a `dumpDataDir()` snapshot instead of an empty cluster. */
  loadDataDir?: Blob;
}

async function openPglite(dataDir: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const lock: DirectoryLock | null = inMemory ? null : acquireDirectoryLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(inMemory ? {} : { dataDir }),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
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
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema });
  return {
    db,
    driver: 'postgres',
    pglite: null,
    migrate: async () => {
      await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      await loadLocalidades(db);
    },
    close: () => pool.end(),
  };
}

/** Opens (never migrates) the database the settings name. */
export function openDatabase(
  settings: DatabaseSettings,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  return settings.driver === 'pglite' ? openPglite(settings.dataDir, options) : openPostgres(settings.url);
}
