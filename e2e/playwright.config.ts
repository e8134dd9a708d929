import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './support/chromium';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** The e2e stack keeps its data apart from a developer's `.data/`, and starts from nothing every run. */
export const E2E_DATA_DIR = path.join(repoRoot, '.data-e2e');
process.env.DATA_DIR = E2E_DATA_DIR;

// The tag @db marks the tests whose flows PostgreSQL + Redis could change (sessions and the sign-in limits, sign-up's
// inserts, live alerts and notifications through the socket fan-out, favourites and the branch switch, report jobs,
// the billing webhook): `pnpm test:pg` runs only those again on PostgreSQL + Redis (`test:db`), reusing this run's
// builds. Remote faults, releases, published files and a11y do not depend on which database is behind the API.
export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // One stack, one database: tests that deploy or log in must not race each other.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:8080',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
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
    command: `node --import tsx ${path.join(repoRoot, 'packages/stack/src/cli/start.ts')} --wait-for-all${
      process.env.E2E_REUSE_BUILD === '1' ? '' : ' --fresh'
    }`,
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
    },
  },
});
