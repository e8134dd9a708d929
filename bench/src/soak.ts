// Soak: 50 simulated users (sign in, user info, alerts, dashboard, again and again) for 5 minutes against one API
// process on the embedded database, then against two API processes sharing a throw-away PostgreSQL and Redis.
// Errors, p95 and the API's resident memory growth per scenario, printed and written into bench/README.md.
//   pnpm --filter bench bench:soak                   (5 min per scenario)
//   pnpm --filter bench bench:soak --duration 60     (a quick run)   --users N   --only embedded|postgres
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@erp/server';
import { startApiChild, startLocalPostgres, startLocalRedis, type ApiChild } from '@erp/stack';
import { runUser, type Sample } from './soak/virtualUsers';
import { trackRss } from './soak/rss';
import { soakTable, writeSoakSection, type SoakResult } from './soak/soakReport';
import { printVerdict } from './measure';

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

const durationS = Number(arg('duration', '300'));
const users = Number(arg('users', '50'));
const only = arg('only', 'all');
// Not measured: the first seconds fill caches, JIT and pools.
const warmUpS = Math.min(30, Math.max(15, Math.round(durationS / 5)));

/** What a deployment runs: production mode and the real argon2 cost, demo data seeded at the CONTRACT's volume. */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  ARGON2_MEMORY_KIB: '19456',
  ARGON2_TIME_COST: '2',
  SEED_DEMO: '1',
};

async function drive(name: string, apis: ApiChild[]): Promise<SoakResult> {
  const samples: Sample[] = [];
  const started = Date.now();
  const measureFrom = started + warmUpS * 1000;
  const until = measureFrom + durationS * 1000;
  let trackers: ReturnType<typeof trackRss>[] = [];
  const warm = setTimeout(() => {
    trackers = apis.map((api) => trackRss(api.child.pid!));
  }, warmUpS * 1000);
  console.log(`[soak] ${name}: ${users} usuários, ${warmUpS} s de aquecimento + ${durationS} s medidos…`);
  await Promise.all(
    Array.from({ length: users }, (_, i) =>
      runUser(i, {
        apis: apis.map((a) => a.url),
        password: DEMO_PASSWORD,
        until,
        thinkMs: 1000,
        roundsPerSession: 10,
        record: (sample) => {
          if (Date.now() >= measureFrom) samples.push(sample);
        },
      }),
    ),
  );
  clearTimeout(warm);
  const memory = trackers.map((t) => t.stop());
  return { name, samples, memory, seconds: durationS };
}

async function embedded(): Promise<SoakResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-soak-'));
  const api = await startApiChild({ ...PRODUCTION_ENV, DATA_DIR: dataDir }, 600_000);
  try {
    return await drive('1 processo, banco embutido (PGlite)', [api]);
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresAndRedis(): Promise<SoakResult> {
  const postgres = await startLocalPostgres();
  const redis = await startLocalRedis();
  const apis: ApiChild[] = [];
  try {
    const env = { ...PRODUCTION_ENV, DATABASE_URL: postgres.url, REDIS_URL: redis.url };
    // The first migrates and seeds; the second starts on what it finds.
    apis.push(await startApiChild(env, 600_000));
    apis.push(await startApiChild(env, 600_000));
    return await drive('2 processos, PostgreSQL + Redis', apis);
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    await redis.close();
    postgres.close();
  }
}

async function main(): Promise<void> {
  const results: SoakResult[] = [];
  if (only !== 'postgres') results.push(await embedded());
  if (only !== 'embedded') results.push(await postgresAndRedis());
  const { table, problems } = soakTable(results);
  console.log(`\n${table}`);
  writeSoakSection({ table, durationS, users, warmUpS });
  printVerdict(
    problems,
    'fora do orçamento',
    '0 erros, p95 ≤ 150 ms e memória estável em todos os cenários.',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
