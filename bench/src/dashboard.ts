// Business data at the CONTRACT's volume and the dashboard on top of it: starts the real server on a fresh embedded
// PGlite (temporary DATA_DIR), times the first-start seed (brands, accounts, and a year of people, products, sales,
// stock and finance), checks Mercado Demo's volumes against the CONTRACT, then drives `GET /api/Dashboard/resumo`
// as admin@demo.com.br with autocannon. The baseline, in the same run against the same process, is `GET /api/ping`.
// One connection gives the latency of one call (the brief's ≤ 50 ms); the concurrent run shows throughput.
//   pnpm --filter bench bench:dashboard        (BENCH_SECONDS, BENCH_CONNECTIONS override)
import os from 'node:os';
import { countBusinessData, DEMO_PASSWORD, type BusinessCounts } from '@erp/server';
import { withThrowawayApi } from './throwawayApi';
import { measure, printFigures, printVerdict, round } from './measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEED_BUDGET_MS = 20_000;
const CALL_BUDGET_MS = 50;

/** The CONTRACT's "thousands of rows" for Mercado Demo Ltda, as the brief counts them. */
const MINIMUMS: Partial<Record<keyof BusinessCounts, number>> = {
  clientes: 2_000,
  produtos: 3_000,
  produtosComNcm: 3_000,
  vendas: 20_000,
  mesesComVendas: 12,
  vendedoresComVendas: 2,
  filiaisComVendas: 2,
  locaisComSaldo: 2,
  movimentacoes: 1,
  receber: 1,
  pagar: 1,
  lancamentosPagos: 1,
  lancamentosVencidos: 1,
  lancamentosProximos7Dias: 1,
  produtosAbaixoMinimo: 1,
};

async function main(): Promise<void> {
  await withThrowawayApi('dashboard', {}, async ({ server, dataDir }) => {
    await server.migrate();
    const seedStart = performance.now();
    await server.seed();
    const seedMs = performance.now() - seedStart;

    const counts = await countBusinessData(server.db, 'Mercado Demo Ltda', new Date());
    const missing = Object.entries(MINIMUMS).filter(
      ([key, minimum]) => counts[key as keyof BusinessCounts] < (minimum ?? 0),
    );

    const base = await server.listen();
    const login = await fetch(`${base}/api/Usuarios/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com.br', password: DEMO_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`login de verificação falhou: ${login.status}`);
    const { id: token } = (await login.json()) as { id: string };
    const dashboardUrl = `${base}/api/Dashboard/resumo`;
    const check = await fetch(dashboardUrl, { headers: { authorization: token } });
    if (check.status !== 200) throw new Error(`Dashboard/resumo falhou: ${check.status}`);

    console.log(`API em ${base} (PGlite em ${dataDir})`);
    console.log(
      `${seconds} s por medição, loopback; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})\n`,
    );
    console.log(
      `seed completo (primeiro início): ${round(seedMs / 1000)} s (orçamento ${SEED_BUDGET_MS / 1000} s)`,
    );
    console.table({ 'Mercado Demo Ltda': counts });
    console.log(
      'resumo do dashboard (Matriz):',
      JSON.stringify({ ...(await check.json()), vendasUltimos30Dias: '…' }),
    );

    const headers = { authorization: token };
    const rows = [
      await measure('GET /api/ping (linha de base), 1 conexão', {
        url: `${base}/api/ping`,
        connections: 1,
        seconds,
      }),
      await measure('GET /api/Dashboard/resumo, 1 conexão', {
        url: dashboardUrl,
        headers,
        connections: 1,
        seconds,
      }),
      await measure(`GET /api/ping (linha de base), ${connections} conexões`, {
        url: `${base}/api/ping`,
        connections,
        seconds,
      }),
      await measure(`GET /api/Dashboard/resumo, ${connections} conexões`, {
        url: dashboardUrl,
        headers,
        connections,
        seconds,
      }),
    ];
    printFigures(rows);

    const single = rows[1];
    const problems = [
      ...missing.map(([key, minimum]) => `${key}: ${counts[key as keyof BusinessCounts]} < ${minimum}`),
      ...(seedMs > SEED_BUDGET_MS ? [`seed levou ${round(seedMs / 1000)} s`] : []),
      ...(single && single.p95 > CALL_BUDGET_MS ? [`p95 do dashboard ${round(single.p95)} ms`] : []),
      ...rows.filter((r) => r.failures > 0).map((r) => `${r.name}: ${r.failures} falhas`),
    ];
    printVerdict(
      problems,
      'fora do esperado',
      'volumes do CONTRACT atendidos; seed e dashboard dentro do orçamento.',
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
