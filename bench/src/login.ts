// Login throughput of the API on this machine: starts the real server (embedded PGlite on a temporary DATA_DIR, the
// configured argon2id cost), then drives `POST /api/Usuarios/login` with autocannon over loopback and prints
// requests/s and p95 latency. The baseline, measured in the same run against the same process, is `GET /api/ping`:
// the HTTP stack alone, so the gap is what password hashing and the session insert cost.
//   pnpm --filter bench exec tsx src/login.ts        (BENCH_SECONDS, BENCH_CONNECTIONS, ARGON2_* override)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  createPasswordHasher,
  createServer,
  DEMO_PASSWORD,
  loadConfig,
  type Argon2Settings,
} from '@erp/server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const round = (n: number) => Math.round(n * 10) / 10;

/** One argon2id hash at the configured cost, timed alone: the floor of a login's latency. */
async function hashMilliseconds(settings: Argon2Settings): Promise<number> {
  const hasher = createPasswordHasher(settings);
  const runs = 10;
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) await hasher.hash(DEMO_PASSWORD);
  return (performance.now() - start) / runs;
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  total: number;
  failures: number;
}

/** One bounded autocannon run; p95 is computed from every response time (autocannon's histogram skips p95). */
function measure(
  name: string,
  options: { url: string; method?: 'GET' | 'POST'; body?: string },
): Promise<Figures> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        ...options,
        headers: { 'content-type': 'application/json', sistema: 'novoerp' },
        connections,
        duration: seconds,
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
        resolve({
          name,
          requestsPerSecond: result.requests.total / result.duration,
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          total: result.requests.total,
          failures: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-bench-login-'));
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
    apiPort: 0,
    apiHost: '127.0.0.1',
  };
  const server = await createServer(config);
  try {
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
    console.table(
      rows.map((r) => ({
        medição: r.name,
        'req/s': round(r.requestsPerSecond),
        'p50 ms': round(r.p50),
        'p95 ms': round(r.p95),
        'p99 ms': round(r.p99),
        requisições: r.total,
        falhas: r.failures,
      })),
    );
    const [ping, auth] = rows;
    if (ping && auth) {
      console.log(
        `\nlogin = ${((auth.requestsPerSecond / ping.requestsPerSecond) * 100).toFixed(2)}% da vazão do ping.`,
      );
      const single = await hashMilliseconds(config.argon2);
      console.log(`um hash argon2id isolado leva ${round(single)} ms: é o piso da latência de um login.`);
    }
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
