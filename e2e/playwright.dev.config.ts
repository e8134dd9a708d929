// The `pnpm dev` suite: the same browser settings as the main suite, against `pnpm dev shell reports` (the host and
// those two areas on dev servers, the rest as `pnpm start` serves them). It reuses the main suite's builds in a data
// folder of its own (support/prepareDevData.ts). The ports follow the stack's variables (HOST_PORT…): CI runs it on
// other ports beside the main suite's last project.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { E2E_DATA_DIR } from './playwright.config';
import { previewOrigin } from './support/otherBuild';
import { ERP_BIN } from './support/erp';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** The dev stack's data folder, made new at each start from the main suite's builds (support/prepareDevData.ts). */
const E2E_DEV_DATA_DIR = path.join(repoRoot, '.data-e2e-dev');
process.env.DATA_DIR = E2E_DEV_DATA_DIR;
const hostPort = Number(process.env.HOST_PORT) || 8080;
/** The reports area's dev server (`pnpm dev shell reports`). */
const reportsDevPort = (Number(process.env.REPORTS_PORT) || 8084) + 1000;

export default defineConfig({
  ...base,
  testDir: './dev',
  // Playwright empties its output folder as a run begins: not the main suite's, which CI runs at the same time (and
  // pg_e2e's run of the main suite begins while this one may still run).
  outputDir: './test-results-dev',
  // One at a time: fastRefresh.spec edits the shell's and the reports' sources, which the dev servers push to every
  // open page, the other spec's included.
  workers: 1,
  projects: [{ name: 'dev' }],
  // Development builds are unminified, with eval source maps, and a rebuild waits for a busy machine's cores.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  use: { ...base.use, baseURL: `http://localhost:${hostPort}` },
  webServer: {
    ...base.webServer,
    command: [
      `node --import tsx ${path.join(import.meta.dirname, 'support/prepareDevData.ts')} ${E2E_DATA_DIR} ${E2E_DEV_DATA_DIR}`,
      `${ERP_BIN} dev shell reports`,
    ].join(' && '),
    url: `http://localhost:${reportsDevPort}/mf-manifest.json`,
    // The dev servers answer while the other areas are still being built (a run without the main suite's builds):
    // only `[dev] ready` says every area is served.
    wait: { stdout: /\[dev\] ready in/ },
    env: {
      ...(base.webServer as { env: Record<string, string> }).env,
      DATA_DIR: E2E_DEV_DATA_DIR,
      // The suite signs in and opens a form and a report's calendars: the demo accounts are all its database needs.
      SEED_SCALE: '0.02',
      // `pnpm test` type-checks every package before this suite: the dev servers' own type checks would only cost.
      DEV_TYPE_CHECK: '0',
      // No test reads a source map: compiling without them is ~15% less of each dev compile (@erp/config's webpack.mjs).
      DEV_SOURCE_MAPS: '0',
      // The origin remoteOverride.spec.ts serves a team's preview build from, which staff may load.
      REMOTE_PREVIEW_ORIGINS: previewOrigin() ?? '',
    },
  },
});
