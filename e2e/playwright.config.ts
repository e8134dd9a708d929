import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium';
import { ERP_BIN } from './support/erp';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** The e2e stack keeps its data apart from a developer's `.data/`, and starts from nothing every run. */
export const E2E_DATA_DIR = path.join(repoRoot, '.data-e2e');
process.env.DATA_DIR = E2E_DATA_DIR;

// The tag @db marks the tests whose flows PostgreSQL + Redis could change (sessions and the sign-in limits, sign-up's
// inserts, live alerts and notifications through the socket fan-out, favourites and the branch switch, report jobs,
// the billing webhook): `pnpm test:pg` runs only those again on PostgreSQL + Redis (`test:db`), reusing this run's
// builds. Remote faults, releases, published files and a11y do not depend on which database is behind the API.
//
// One stack, one database. A test tagged @alone changes what other tests see (it deploys or rolls back a release,
// edits a brand's settings or origins, pays a blocked account, switches demo admin's branch, fills admin@demo's
// exported reports, sends an alert to everyone, changes a demo password): it belongs to the project 'alone'. Every
// other test belongs to 'parallel', and may share a demo account only to read it or to write what no other test reads
// (a new sign-up e-mail, admin@demo's favourite Clientes page). A new test that writes shared state is tagged @alone.
//
// The whole suite (E2E_SUITE=all: `pnpm test:main`; E2E_SUITE=db: `pnpm test:db`, the @db tests) runs 'parallel' on
// two workers, a file per worker at a time, then 'alone' on one: 'alone' is the teardown of 'parallel', so it starts
// when 'parallel' has finished, even if a test of it failed. Playwright runs a teardown project whole, whatever
// --grep or files the command names, so the @db subset is chosen here, in each project's filter. A run of some files
// (`playwright test tests/x.spec.ts`, no E2E_SUITE) keeps the projects apart and runs on one worker, 'parallel' first.
const ALONE = /@alone/;
const suite = process.env.E2E_SUITE;
/** Titles (with their tags) outside the @db subset, when `test:db` asks for it. */
const notDb = suite === 'db' ? [/^(?![\s\S]*@db)/] : [];

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: suite ? 2 : 1,
  fullyParallel: false,
  projects: [
    { name: 'parallel', grepInvert: [ALONE, ...notDb], teardown: suite ? 'alone' : undefined },
    { name: 'alone', grep: ALONE, grepInvert: notDb.length ? notDb : undefined, workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  // The second only marks when each project begins, for CI's overlapping stages (support/phaseMarker.ts).
  reporter: [['list'], ['./support/phaseMarker.ts']],
  use: {
    baseURL: 'http://localhost:8080',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    headless: true,
    // A failed test keeps its trace: every action's DOM snapshot and the network, without the screencast. The
    // screencast's frames (JPEG-encoded by the browser while the test runs, for every test, passing or not) doubled
    // the browser's CPU-seconds (six sign-ins with two screens each: 28.5 against 14.1, 16.6 with the snapshots).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // From nothing, unless a run right after another asks to keep its builds (`test:pg:e2e`: the same front ends
    // against PostgreSQL, whose database is new anyway); rebuilding them would add ten minutes for nothing.
    command: `${ERP_BIN} start --wait-for-all${process.env.E2E_REUSE_BUILD === '1' ? '' : ' --fresh'}`,
    cwd: repoRoot,
    // With --wait-for-all the front ends are served once every build is done and the API answers: the host's page
    // means the whole stack is ready (a plain `pnpm start` serves the login page before the other areas are built).
    url: 'http://localhost:8080/',
    timeout: 20 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'development',
      // Generous limits for the suite itself; the rate-limit rules are proven by the server's own tests.
      RATE_LIMIT_MAX_FAILURES_PER_IP: '1000',
      RATE_LIMIT_MAX_SIGNUPS_PER_IP: '1000',
      // The brotli copies of these builds are served to the suite's browser only: quality 5 instead of the best
      // (11) saves ~22 of the seven builds' CPU-seconds (@erp/config's precompress.mjs).
      BUILD_BROTLI_QUALITY: '5',
    },
  },
});
