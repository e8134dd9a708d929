// The business lists at the CONTRACT's volume (issue 36): the sales orders (Mercado Demo's 20,000 sales) and the stock
// movements (72,442), as the shell's list page asks for them: first page, sort, filter (seller or depósito + month),
// page change.
//  1. API: each interaction's page request and, where the where changes, its count request, against a throwaway API
//     seeded like a first start, one connection (the latency one user sees); goal p95 ≤ 100 ms.
//  2. Screen: headless Chromium at 1280 × 800 with the CPU slowed down 4× (CDP), signed in as admin@demo.com.br on a
//     stack already running on the CONTRACT ports (`pnpm start`), each interaction timed in the page from the click
//     to the new rows painted; goal p95 ≤ 200 ms. Skipped, with a note, when no stack answers on :8080.
//   pnpm --filter bench bench:lists      (BENCH_SECONDS, RUNS, CPU_SLOWDOWN override; SKIP_SCREEN=1 or SKIP_API=1
//                                         skips a part)
import os from 'node:os';
import { DEMO_PASSWORD } from '@erp/server';
import { login } from './compare/apiMemory';
import { round } from './measure';
import { percentile } from './stats';
import { measureListApi } from './lists/apiBench';
import { measureListScreens } from './lists/screenBench';
import { withThrowawayApi } from './throwawayApi';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.RUNS ?? 20);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const ORIGIN = process.env.BENCH_ORIGIN ?? 'http://localhost:8080';
const BUDGET = { apiP95Ms: 100, screenP95Ms: 200 } as const;

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

async function apiPart(): Promise<boolean> {
  return withThrowawayApi('lists', {}, async ({ server }) => {
    await server.migrate();
    await server.seed();
    const base = await server.listen();
    const token = await login(base, 'admin@demo.com.br', DEMO_PASSWORD);
    console.log(`## API: ${seconds} s por medição, 1 conexão, loopback (carga 1/5/15 min: ${load()})\n`);
    let ok = true;
    for (const { resource, rows, figures } of await measureListApi(base, token, seconds)) {
      const about = rows ? ` (${rows.toLocaleString('pt-BR')} linhas na filial selecionada)` : '';
      console.log(`### ${resource}${about}\n`);
      console.log('| interação | req/s | p50 | p95 | falhas | meta |');
      console.log('|---|---|---|---|---|---|');
      for (const f of figures) {
        const pass = f.p95 <= BUDGET.apiP95Ms && f.failures === 0;
        // The baseline has no goal of its own: it shows what the machine allows right now.
        if (rows) ok &&= pass;
        const goal = rows ? `≤ ${BUDGET.apiP95Ms} ms: ${verdict(pass)}` : 'base';
        console.log(
          `| ${f.name} | ${round(f.requestsPerSecond)} | ${round(f.p50)} ms | ${round(f.p95)} ms | ${f.failures} | ${goal} |`,
        );
      }
      console.log('');
    }
    return ok;
  });
}

async function screenPart(): Promise<boolean> {
  const up = await fetch(ORIGIN).then(
    (response) => response.ok,
    () => false,
  );
  if (!up) {
    console.log(`## Tela: nenhum stack em ${ORIGIN}; rode \`pnpm start\` e repita para medir a tela.\n`);
    return true;
  }
  console.log(
    `## Tela: Chromium headless, CPU ${CPU_SLOWDOWN}× mais lenta (CDP), 1280 × 800, ${RUNS} vezes cada ` +
      `(carga 1/5/15 min: ${load()})\n`,
  );
  let ok = true;
  for (const [resource, times] of Object.entries(await measureListScreens(ORIGIN, CPU_SLOWDOWN, RUNS))) {
    console.log(`### ${resource}\n`);
    console.log('| interação | p50 | p95 | máx. | meta |');
    console.log('|---|---|---|---|---|');
    for (const [name, values] of Object.entries(times)) {
      const p95 = percentile(values, 0.95);
      const pass = p95 <= BUDGET.screenP95Ms;
      ok &&= pass;
      console.log(
        `| ${name} | ${round(percentile(values, 0.5))} ms | ${round(p95)} ms | ${round(Math.max(...values))} ms | ` +
          `≤ ${BUDGET.screenP95Ms} ms: ${verdict(pass)} |`,
      );
    }
    console.log('');
  }
  return ok;
}

async function main(): Promise<void> {
  console.log(`${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), carga 1/5/15 min: ${load()}\n`);
  const screen = process.env.SKIP_SCREEN ? true : await screenPart();
  const api = process.env.SKIP_API ? true : await apiPart();
  console.log(`carga ao terminar: ${load()}`);
  if (!api || !screen) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
