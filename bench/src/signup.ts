// Trial sign-up latency of the API on this machine: starts the real server (embedded PGlite on a temporary DATA_DIR,
// demo seed, the configured argon2id cost), then drives `POST /api/Usuarios/cadastro` for brand 1 with autocannon over
// loopback, every request with a new e-mail, so each one creates a company, its trial branch, its administrator (one
// argon2id hash) and the sign-up record in one transaction. The baseline, in the same run against the same process,
// is `GET /api/ping`. One connection gives the latency of one sign-up (the p95 ≤ 300 ms); the concurrent run
// shows throughput. The sign-up limit per address is lifted for the run: every request comes from 127.0.0.1.
//   pnpm --filter bench bench:signup        (BENCH_SECONDS, BENCH_CONNECTIONS, ARGON2_* override)
import os from 'node:os';
import { withThrowawayApi } from './throwawayApi';
import { measure, printFigures, round } from './measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const P95_BUDGET_MS = 300;

/** A valid brand-1 sign-up (the one-page screen's fields) with the `n`-th e-mail of this run. */
function signupBody(run: string, n: number): string {
  const email = `b${run}-${n}@bench.com.br`;
  return JSON.stringify({
    email,
    emailconfirmar: email,
    nome: 'Ana Bench',
    empresa: `Loja Bench ${n}`,
    telefone: '(11) 9 8765-4321',
    regime: 1,
    senha: 'senha-bench-1',
    confirmaSenha: 'senha-bench-1',
    termos: true,
    idWhitelabel: 1,
    idConfigWhitelabel: 1,
    naoCadastrasSuperlogica: false,
  });
}

async function main(): Promise<void> {
  await withThrowawayApi(
    'signup',
    { RATE_LIMIT_MAX_SIGNUPS_PER_IP: '1000000' },
    async ({ server, config, dataDir }) => {
      await server.migrate();
      await server.seed();
      const base = await server.listen();
      const url = `${base}/api/Usuarios/cadastro`;
      const run = Date.now().toString(36);
      let built = 0;
      const nextBody = () => signupBody(run, (built += 1));

      const check = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: nextBody(),
      });
      if (check.status !== 200)
        throw new Error(`cadastro de verificação falhou: ${check.status} ${await check.text()}`);

      console.log(`API em ${base} (PGlite em ${dataDir})`);
      console.log(
        `argon2id: memória ${config.argon2.memoryKiB} KiB, ${config.argon2.timeCost} passadas, paralelismo ${config.argon2.parallelism}`,
      );
      console.log(
        `${seconds} s por medição, loopback; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})\n`,
      );

      const signup = { url, method: 'POST' as const, body: nextBody };
      const rows = [
        await measure('GET /api/ping (linha de base), 1 conexão', {
          url: `${base}/api/ping`,
          connections: 1,
          seconds,
        }),
        await measure('POST /api/Usuarios/cadastro, 1 conexão', { ...signup, connections: 1, seconds }),
        await measure(`GET /api/ping (linha de base), ${connections} conexões`, {
          url: `${base}/api/ping`,
          connections,
          seconds,
        }),
        await measure(`POST /api/Usuarios/cadastro, ${connections} conexões`, {
          ...signup,
          connections,
          seconds,
        }),
      ];
      printFigures(rows);
      const answered = (rows[1]?.total ?? 0) + (rows[3]?.total ?? 0);
      console.log(`\n${answered} cadastros respondidos, cada um com um e-mail novo.`);

      const single = rows[1];
      const failures = rows.filter((r) => r.failures > 0);
      const pass = single !== undefined && single.p95 <= P95_BUDGET_MS && failures.length === 0;
      console.log(
        `${pass ? 'PASS' : 'FAIL'}: p95 de um cadastro ${round(single?.p95 ?? 0)} ms (orçamento ${P95_BUDGET_MS} ms)` +
          (failures.length ? `; falhas em ${failures.map((r) => r.name).join(', ')}` : ''),
      );
      if (!pass) process.exitCode = 1;
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
