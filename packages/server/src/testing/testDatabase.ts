import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Environment variable through which Jest's global setup hands the migrated and seeded snapshot to the workers. */
export const TEMPLATE_ENV = 'ERP_SERVER_TEST_DB_TEMPLATE';

/**
 * Cheap argon2 for tests (the cost is a configuration value, the algorithm stays argon2id), and the development outbox
 * and payment page served as `pnpm start` serves them, so tests read reset links and pay local charges.
 */
export const TEST_ENV = {
  NODE_ENV: 'test',
  DEV_OUTBOX: '1',
  DEV_BILLING: '1',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
} as const;

/**
 * Business data volume of the tests' snapshot: 2% of the CONTRACT's keeps the global setup at a few seconds; tests
 * that need exact figures insert their own rows, and the bench checks the full volume.
 */
export const TEST_SEED_SCALE = 0.02;

/**
 * Environment variable holding the instant (ms since epoch) the global setup seeded with. The seed dates its data
 * relative to that São Paulo day and spreads sales by weekday, so a test that seeds again and compares must use the
 * same instant: a unit stage that crosses midnight in São Paulo (03:00 UTC) would otherwise seed another day.
 */
export const SEED_INSTANT_ENV = 'ERP_SERVER_TEST_SEED_INSTANT';

/** The instant the tests' snapshot was seeded with; now when no global setup ran. */
export function testSeedInstant(): number {
  const value = Number(process.env[SEED_INSTANT_ENV]);
  return Number.isFinite(value) && value > 0 ? value : Date.now();
}

export function templatePath(): string {
  return path.join(os.tmpdir(), `erp-server-test-db-${process.pid}.tar`);
}

/**
 * Environment variable naming the global setup's snapshot of a new cluster, as initdb leaves it (nothing migrated):
 * tests of migrating and seeding start from it instead of running initdb again (~4 s of CPU, ~9 s on disk).
 */
export const EMPTY_CLUSTER_ENV = 'ERP_SERVER_TEST_DB_EMPTY';

export function emptyClusterPath(): string {
  return path.join(os.tmpdir(), `erp-server-test-db-empty-${process.pid}.tar`);
}

function readSnapshot(env: string): Uint8Array | undefined {
  const file = process.env[env];
  if (!file || !fs.existsSync(file)) return undefined;
  return fs.readFileSync(file);
}

/** The snapshot made by the global setup, if there is one. */
export function readTemplate(): Uint8Array | undefined {
  return readSnapshot(TEMPLATE_ENV);
}

/** The global setup's new cluster (see {@link EMPTY_CLUSTER_ENV}), if there is one. */
export function readEmptyCluster(): Uint8Array | undefined {
  return readSnapshot(EMPTY_CLUSTER_ENV);
}
