import fs from 'node:fs';
import { createPasswordHasher } from '../auth/passwords';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { seedDatabase } from '../db/seed/seed';
import { createTestDatabase, databaseUrl, PG_TEMPLATE_ENV, testPostgresUrl } from './postgresTestDatabase';
import {
  EMPTY_CLUSTER_ENV,
  emptyClusterPath,
  SEED_INSTANT_ENV,
  TEMPLATE_ENV,
  TEST_ENV,
  TEST_SEED_SCALE,
  templatePath,
} from './testDatabase';

/**
 * Migrates and seeds one in-memory PGlite and snapshots it: every test file then starts from the snapshot in well under
 * a second instead of running initdb, the migrations and the seed again.
 */
export default async function globalSetup(): Promise<void> {
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: '/nonexistent' });
  // One instant for the whole seed, handed to the workers (see SEED_INSTANT_ENV).
  const seedInstant = Date.now();
  process.env[SEED_INSTANT_ENV] = String(seedInstant);
  const seedOptions = {
    passwords: createPasswordHasher(config.argon2),
    clock: () => seedInstant,
    hostPort: config.hostPort,
    scale: TEST_SEED_SCALE,
  };
  const postgresUrl = testPostgresUrl();
  if (postgresUrl) {
    // Same migrations and seed, into a template database every test server copies.
    const template = await createTestDatabase(postgresUrl, 'erp_template');
    const pgHandle = await openDatabase({ driver: 'postgres', url: databaseUrl(postgresUrl, template) });
    try {
      await pgHandle.migrate();
      await seedDatabase(pgHandle.db, seedOptions);
    } finally {
      await pgHandle.close();
    }
    process.env[PG_TEMPLATE_ENV] = template;
    return;
  }
  const handle = await openDatabase({ driver: 'pglite', dataDir: 'memory://' });
  try {
    if (!handle.pglite) throw new Error('PGlite esperado');
    // The new cluster before anything is migrated (see EMPTY_CLUSTER_ENV).
    await handle.pglite.exec('CHECKPOINT');
    const emptyCluster = await handle.pglite.dumpDataDir('none');
    fs.writeFileSync(emptyClusterPath(), Buffer.from(await emptyCluster.arrayBuffer()));
    process.env[EMPTY_CLUSTER_ENV] = emptyClusterPath();
    await handle.migrate();
    await seedDatabase(handle.db, seedOptions);
    // Snapshot a cleanly checkpointed cluster: otherwise every test server's PGlite (about a hundred per run) first
    // replays the migrations' and the seed's WAL (crash recovery, ~0.25 s of CPU each). The switch to a new WAL
    // segment, with the old one removed rather than recycled, keeps the snapshot at one segment (16 MB).
    await handle.pglite.exec('SET wal_recycle = off');
    await handle.pglite.query('SELECT pg_switch_wal()');
    await handle.pglite.exec('CHECKPOINT');
    const dump = await handle.pglite.dumpDataDir('none');
    const file = templatePath();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV] = file;
  } finally {
    await handle.close();
  }
}
