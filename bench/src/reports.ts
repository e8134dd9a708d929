// Report generation on this machine (issue 18 "Speed"):
//  1. a 10,000-row sales report rendered to PDF and to XLSX in a worker thread, as a job does (median of RUNS after a
//     warm-up), beside the same job with no rows: the fixed cost of a worker and an empty file, the baseline;
//  2. the exported-reports grid's interactions (page, sort, filter, count) over 10,000 reports of one company;
//  3. login latency through the real API alone, then while 4 report jobs generate one after another, in one run.
//   pnpm --filter bench bench:reports      (RUNS, BENCH_SECONDS, BENCH_CONNECTIONS, POLL_MS override;
//                                           SKIP_RENDER=1 measures only the grid and the logins)
import os from 'node:os';
import { DEMO_PASSWORD } from '@erp/server';
import { measure, round, type Figures } from './measure';
import { insertGridRows, measureGrid, printGrid } from './reportGrid';
import { renderPool, renderSales, type RenderFigures } from './reportRender';
import { withThrowawayApi } from './throwawayApi';
import { median } from './stats';

const RUNS = Number(process.env.RUNS ?? 5);
const ROWS = 10_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// One user signing in at a time, as staff do while their reports generate: the latency one of them sees.
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1);
// How often each of the 4 report loops asks whether its report finished. The app listens on the socket and polls only
// when it is silent, every 10 s; once a second is already ten times busier than that.
const POLL_MS = Number(process.env.POLL_MS ?? 1000);

const BUDGET = { pdfMs: 1500, xlsxMs: 500, workerMb: 150, loginP95Ms: 100, gridMs: 50 } as const;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function renderMedian(format: 'pdf' | 'xlsx', rows: number): Promise<RenderFigures> {
  const runs: RenderFigures[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await renderSales(format, rows));
  return {
    milliseconds: median(runs.map((r) => r.milliseconds)),
    workerPeakMb: Math.max(...runs.map((r) => r.workerPeakMb)),
    rssGrowthMb: Math.max(...runs.map((r) => r.rssGrowthMb)),
    fileKb: median(runs.map((r) => r.fileKb)),
  };
}

async function renderTable(): Promise<boolean> {
  console.log(`## Geração em worker: ${ROWS.toLocaleString('pt-BR')} linhas de vendas, mediana de ${RUNS}\n`);
  console.log(
    '| formato | vazio (base) | 10.000 linhas | só as linhas | heap do worker | RSS a mais | arquivo | meta |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  let ok = true;
  const cold = await renderSales('pdf', 0);
  for (const format of ['pdf', 'xlsx'] as const) {
    await renderSales(format, ROWS); // the format's library loaded once, as after a worker's first job
    const empty = await renderMedian(format, 0);
    const full = await renderMedian(format, ROWS);
    const budget = format === 'pdf' ? BUDGET.pdfMs : BUDGET.xlsxMs;
    const pass = full.milliseconds <= budget && full.workerPeakMb <= BUDGET.workerMb;
    ok &&= pass;
    console.log(
      `| ${format.toUpperCase()} | ${round(empty.milliseconds)} ms | ${round(full.milliseconds)} ms | ` +
        `${round(full.milliseconds - empty.milliseconds)} ms | ${round(full.workerPeakMb)} MB | ` +
        `${round(full.rssGrowthMb)} MB | ${round(full.fileKb)} KB | ≤ ${budget} ms, ≤ ${BUDGET.workerMb} MB: ${verdict(pass)} |`,
    );
  }
  await renderPool.close();
  console.log(
    `\nUm worker novo leva ${round(cold.milliseconds)} ms até entregar um PDF vazio (tsx, pdfkit); o pool o reaproveita ` +
      'entre relatórios, então esse custo é pago uma vez e não por relatório.',
  );
  return ok;
}

interface Session {
  base: string;
  token: string;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Generates one report after another until `until()` says stop; answers how many finished. */
async function reportLoop(session: Session, path: string, body: object, until: () => boolean) {
  const headers = { authorization: session.token, 'content-type': 'application/json', sistema: 'novoerp' };
  let finished = 0;
  while (!until()) {
    const { id } = await json<{ id: number }>(
      await fetch(`${session.base}/api/Relatorios/gerar/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      }),
    );
    const where = encodeURIComponent(JSON.stringify({ where: { id } }));
    for (;;) {
      const [row] = await json<Array<{ status: number }>>(
        await fetch(`${session.base}/api/Relatorios?filter=${where}`, { headers }),
      );
      if (row && row.status !== 0) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    finished += 1;
  }
  return finished;
}

async function gridAndLogins(): Promise<boolean> {
  return withThrowawayApi('reports', {}, async (api) => {
    const { server } = api;
    await server.migrate();
    await server.seed();
    const base = await server.listen();
    const body = JSON.stringify({ email: 'admin@demo.com.br', password: DEMO_PASSWORD });
    const login = { url: `${base}/api/Usuarios/login`, method: 'POST' as const, body, connections, seconds };
    const { id: token } = await json<{ id: string }>(
      await fetch(login.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    );
    const session = { base, token };

    await insertGridRows(api, 'admin@demo.com.br', ROWS);
    console.log(
      `\n## Grade de relatórios exportados: ${ROWS.toLocaleString('pt-BR')} linhas, paginação no servidor\n`,
    );
    const grid = printGrid(await measureGrid(base, token, Math.max(3, seconds / 2)), BUDGET.gridMs);

    const alone = await measure('login, sem relatórios (base)', login);
    let stop = false;
    const year = { dataInicial: '2025-12-01', dataFinal: '2026-11-30' };
    const loops = [
      reportLoop(session, 'vendas/pdf', year, () => stop),
      reportLoop(session, 'vendas/xlsx', year, () => stop),
      reportLoop(session, 'financeiro/pdf', year, () => stop),
      reportLoop(session, 'pessoas/xlsx', { tipoPessoa: 0 }, () => stop),
    ];
    const busy = await measure('login, com 4 relatórios gerando', login);
    stop = true;
    const finished = (await Promise.all(loops)).reduce((a, b) => a + b, 0);

    console.log(`\n## Login durante a geração (${seconds} s, ${connections} conexões)\n`);
    console.log('| cenário | req/s | p50 | p95 | falhas |');
    console.log('|---|---|---|---|---|');
    for (const f of [alone, busy] as Figures[])
      console.log(
        `| ${f.name} | ${round(f.requestsPerSecond)} | ${round(f.p50)} ms | ${round(f.p95)} ms | ${f.failures} |`,
      );
    const pass = busy.p95 <= BUDGET.loginP95Ms && busy.failures === 0;
    console.log(
      `\n${finished} relatórios terminados durante a medição; p95 com relatórios ${round(busy.p95)} ms ` +
        `(${round(busy.p95 / Math.max(1, alone.p95))}x a base), meta ≤ ${BUDGET.loginP95Ms} ms: ${verdict(pass)}`,
    );
    return pass && grid;
  });
}

async function main(): Promise<void> {
  console.log(
    `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), carga ${os.loadavg()[0]?.toFixed(1)}\n`,
  );
  const renders = process.env.SKIP_RENDER ? true : await renderTable();
  const logins = await gridAndLogins();
  if (!renders || !logins) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
