// `pnpm bench`: builds the federated stack and its monolith twin (bench/monolith) from the working tree, serves both
// on the bench's ports (API 9000, host 9080, remotes 9081-9086, monolith 9090), and loads them alternately in
// headless Chromium (CPU x4, a new context = empty cache each run): login cold and warm, login → dashboard, warm
// route changes between remotes, memory. Prints one table per scenario with the federated/monolith ratio and the
// budgets of issue 17, writes them to bench/README.md, and exits non-zero when a budget fails.
//   RUNS=10 (each side)  SKIP_BUILD=1 (reuse BENCH_DIR's builds)  BENCH_DIR=/tmp/erp-bench  BUILD_PARALLEL=2
//   LOGINS=1000  NO_README=1  REQUESTS=1 (also print the first run's login requests, file by file, of each side)
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD } from '@erp/server';
import { buildAll, buildDirs } from './compare/build';
import { login, rssAfterLogins } from './compare/apiMemory';
import { machine, writeReadme } from './compare/readme';
import { runScenarios, type RunFigures } from './compare/scenarios';
import { requestTable } from './compare/requests';
import { PORTS, serveBoth } from './compare/serve';
import { failures, markdown, scenarios } from './compare/table';

const runs = Number(process.env.RUNS ?? 10);
const root = process.env.BENCH_DIR ?? '/tmp/erp-bench';
const shopAdmin = { email: 'admin@demo.com.br', password: DEMO_PASSWORD };
const master = { email: 'master@demo.com.br', password: DEMO_PASSWORD };

async function main(): Promise<number> {
  const load = os.loadavg();
  const dirs = buildDirs(root);
  if (!process.env.SKIP_BUILD) {
    const started = Date.now();
    console.log('building host, remotes and monolith…');
    await buildAll(dirs, PORTS.api, Number(process.env.BUILD_PARALLEL ?? 2));
    console.log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const served = await serveBoth(dirs, path.join(root, 'data'));
  console.log(`API (migrate + seed an empty database) ready in ${(served.apiReadyMs / 1000).toFixed(1)} s`);
  try {
    const logins = Number(process.env.LOGINS ?? 1000);
    const memory = await rssAfterLogins(served.api.pid!, served.urls.api, shopAdmin, logins);
    console.log(
      `API RSS after seeding + ${logins} logins: ${(memory.rss / 1024 ** 2).toFixed(1)} MB (${memory.seconds.toFixed(0)} s)`,
    );
    const adminToken = await login(served.urls.api, master.email, master.password);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const fed: RunFigures[] = [];
    const mono: RunFigures[] = [];
    try {
      for (let i = 0; i < runs; i++) {
        // Alternating which goes first spreads the machine's load drift over both sides.
        const order =
          i % 2 === 0 ? (['federated', 'monolith'] as const) : (['monolith', 'federated'] as const);
        for (const side of order) {
          const figures = await runScenarios(browser, served.urls[side], shopAdmin, adminToken);
          (side === 'federated' ? fed : mono).push(figures);
          console.log(
            `run ${i + 1}/${runs} ${side.padEnd(9)} form ${Math.round(figures.coldLogin.ms)} ms, dashboard ${Math.round(figures.loginToDashboard.ms)} ms, routes ${figures.routeChanges.map(Math.round).join('/')} ms (hasty ${Math.round(figures.hastyChange)} ms, rows ${Math.round(figures.reportsRowsShown)} ms)`,
          );
        }
      }
      const tables = scenarios(fed, mono, { rss: memory.rss, logins });
      const failed = failures(tables);
      const body = [
        `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${runs} runs each side, alternating, medians; CPU ×4 through CDP, localhost (no network throttling).`,
        `Machine: ${machine(browser.version(), load)}.`,
        '',
        markdown(tables),
        '',
        failed.length ? `**${failed.length} budget(s) failed.**` : '**Every budget passed.**',
      ].join('\n');
      console.log(`\n${body}`);
      if (process.env.REQUESTS) {
        console.log(`\n${requestTable('Federated login route, cold, run 1', fed[0]!.coldLogin.files)}`);
        console.log(`\n${requestTable('Monolith login route, cold, run 1', mono[0]!.coldLogin.files)}`);
      }
      if (!process.env.NO_README) writeReadme(body);
      return failed.length ? 1 : 0;
    } finally {
      await browser.close();
    }
  } finally {
    await served.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
