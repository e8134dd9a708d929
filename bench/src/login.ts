// Login throughput of the API on this machine: starts the real server (embedded PGlite on a temporary DATA_DIR, the
// configured argon2id cost), then drives `POST /api/Usuarios/login` with autocannon over loopback and prints
// requests/s and p95 latency. The baseline, measured in the same run against the same process, is `GET /api/ping`:
// the HTTP stack alone, so the gap is what password hashing and the session insert cost.
//   pnpm --filter bench exec tsx src/login.ts        (BENCH_SECONDS, BENCH_CONNECTIONS, ARGON2_* override)
import os from 'node:os';
import { createPasswordHasher, DEMO_PASSWORD, type Argon2Settings } from '@erp/server';
import { withThrowawayApi } from './throwawayApi';
import { measure as run, printFigures, round, type MeasureOptions } from './measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const measure = (name: string, options: Omit<MeasureOptions, 'connections' | 'seconds'>) =>
  run(name, { ...options, connections, seconds });

/** One argon2id hash at the configured cost, timed alone: the floor of a login's latency. */
async function hashMilliseconds(settings: Argon2Settings): Promise<number> {
  const hasher = createPasswordHasher(settings);
  const runs = 10;
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) await hasher.hash(DEMO_PASSWORD);
  return (performance.now() - start) / runs;
}

async function main(): Promise<void> {
  await withThrowawayApi('login', {}, async ({ server, config }) => {
    await server.migrate();
    await server.seed();
    const base = await server.listen();
    const login = {
      url: `${base}/api/Usuarios/login?include=user`,
      method: 'POST' as const,
      body: JSON.stringify({ email: 'admin@demo.com.br', password: DEMO_PASSWORD }),
    };

    const check = await fetch(login.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login.body,
    });
    if (check.status !== 200) throw new Error(`login de verificação falhou: ${check.status}`);

    console.log(
      `API em ${base} (PGlite em ${config.database.driver === 'pglite' ? config.database.dataDir : '-'})`,
    );
    console.log(
      `argon2id: memória ${config.argon2.memoryKiB} KiB, ${config.argon2.timeCost} passadas, paralelismo ${config.argon2.parallelism}`,
    );
    console.log(
      `${seconds} s por medição, ${connections} conexões, loopback; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})\n`,
    );

    const rows = [
      await measure('GET /api/ping (linha de base)', { url: `${base}/api/ping` }),
      await measure('POST /api/Usuarios/login', login),
    ];
    printFigures(rows);
    const [ping, auth] = rows;
    if (ping && auth) {
      console.log(
        `\nlogin = ${((auth.requestsPerSecond / ping.requestsPerSecond) * 100).toFixed(2)}% da vazão do ping.`,
      );
      const single = await hashMilliseconds(config.argon2);
      console.log(`um hash argon2id isolado leva ${round(single)} ms: é o piso da latência de um login.`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
