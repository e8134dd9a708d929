import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config';
import { SERVER_PACKAGE_DIR } from '../config/repoRoot';
import { openDatabase } from './database';
import { needsPreparation, prepareInChild } from './prepareDatabase';
import { brands, usuarios, vendas } from './schema';
import { DEMO_COMPANIES } from './seed/demoCompanies';
import { scaleVolume } from './seed/business/volume';

const MAIN = path.join(SERVER_PACKAGE_DIR, 'src/main.ts');

describe('preparing the embedded database in a child process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-prepare-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is needed only for an embedded cluster that does not exist yet', () => {
    expect(needsPreparation({ driver: 'pglite', dataDir: path.join(dataDir, 'db') })).toBe(true);
    expect(needsPreparation({ driver: 'pglite', dataDir: 'memory://' })).toBe(false);
    expect(needsPreparation({ driver: 'postgres', url: 'postgres://x@127.0.0.1/erp' })).toBe(false);
  });

  it('creates, migrates and seeds the cluster, then exits and leaves the lock free for the API', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      // The accounts are what is checked here; the business data's volume is businessSeed.test.ts' and the bench's.
      SEED_SCALE: '0.02',
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '1024',
    };
    // The embedded cluster whatever the environment names (a PostgreSQL database there may already hold a seed of
    // another scale): this file tests the embedded engine's preparation only, so it is not in the PostgreSQL pass.
    delete env.DATABASE_URL;
    await prepareInChild(MAIN, { env, execArgv: ['--import', 'tsx'] });

    const { database } = loadConfig(env);
    expect(needsPreparation(database)).toBe(false);
    // Opening succeeds only if the child released the lock.
    const handle = await openDatabase(database);
    try {
      expect(await handle.db.$count(brands)).toBe(2);
      expect(await handle.db.$count(usuarios)).toBe(9);
      // The business data at the scale the child was given.
      const sales = DEMO_COMPANIES.map((company) => scaleVolume(company.negocio, 0.02).vendas);
      expect(await handle.db.$count(vendas)).toBe(sales.reduce((a, b) => a + b, 0));
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('reports a child that failed, in Portuguese', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, API_PORT: 'abc' };
    await expect(prepareInChild(MAIN, { env, execArgv: ['--import', 'tsx'] })).rejects.toThrow(
      'a preparação do banco de dados falhou (código 1)',
    );
  }, 60_000);
});
