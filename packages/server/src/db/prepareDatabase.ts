import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createPasswordHasher } from '../auth/passwords';
import { systemClock } from '../auth/clock';
import type { ServerConfig } from '../config/config';
import { openDatabase } from './database';
import { seedDatabase } from './seed/seed';

/** The argument that makes the API's entry prepare the database and exit instead of serving. */
export const PREPARE_FLAG = '--prepare-database';

/**
 * Whether the embedded cluster does not exist yet. Creating it (initdb), migrating and seeding it take ~250 MB that
 * the process never gives back to the system (the engine's WebAssembly memory only grows, V8 keeps its grown heap),
 * so the API leaves that work to a short-lived child and serves from a process that only opened the result.
 */
export function needsPreparation(database: ServerConfig['database']): boolean {
  if (database.driver !== 'pglite' || database.dataDir.startsWith('memory://')) return false;
  return !fs.existsSync(path.join(database.dataDir, 'PG_VERSION'));
}

/** Migrates and (when configured) seeds the database, then closes it: what the child runs. */
export async function prepareDatabase(config: ServerConfig): Promise<{ created: number[] }> {
  const handle = await openDatabase(config.database);
  try {
    await handle.migrate();
    if (!config.seedDemo) return { created: [] };
    return await seedDatabase(handle.db, {
      passwords: createPasswordHasher(config.argon2),
      clock: systemClock,
      hostPort: config.hostPort,
      scale: config.seedScale,
    });
  } finally {
    await handle.close();
  }
}

/**
 * Runs `entry` (the API's main module) with {@link PREPARE_FLAG} in a child process with this process's Node
 * options and environment, and waits for it: the embedded database's lock is free again when this resolves.
 */
export function prepareInChild(
  entry: string,
  { env = process.env, execArgv = process.execArgv }: { env?: NodeJS.ProcessEnv; execArgv?: string[] } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(entry, [PREPARE_FLAG], { env, execArgv, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`a preparação do banco de dados falhou (${signal ?? `código ${code}`})`)),
    );
  });
}
