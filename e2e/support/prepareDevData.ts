// `node --import tsx e2e/support/prepareDevData.ts <main data folder> <dev data folder>`: the `pnpm dev` suite's data
// folder made new before its stack starts (playwright.dev.config.ts). It gets a database of its own, so the suite can
// run while the main suite's stack still holds that one (CI runs them side by side), and a copy of the main suite's
// last build of each area (its files and stack-builds.json): the dev stack registers those again instead of spending
// a webpack build on the same sources. Without the main suite's builds the dev stack builds what is missing itself.
import fs from 'node:fs';
import path from 'node:path';

/** The stack's record of its own last build of each area (packages/stack/src/stackBuilds.ts). */
const STACK_BUILDS_FILE = 'stack-builds.json';

function prepareDevData(mainDir: string, devDir: string): void {
  fs.rmSync(devDir, { recursive: true, force: true });
  fs.mkdirSync(devDir, { recursive: true });
  const record = path.join(mainDir, STACK_BUILDS_FILE);
  if (!fs.existsSync(record)) return;
  const builds = JSON.parse(fs.readFileSync(record, 'utf8')) as Record<string, string>;
  for (const [container, version] of Object.entries(builds)) {
    const files = path.join('deploys', container, version);
    fs.cpSync(path.join(mainDir, files), path.join(devDir, files), { recursive: true });
  }
  fs.copyFileSync(record, path.join(devDir, STACK_BUILDS_FILE));
}

const [mainDir, devDir] = process.argv.slice(2);
if (!mainDir || !devDir) throw new Error('usage: prepareDevData.ts <main data folder> <dev data folder>');
prepareDevData(path.resolve(mainDir), path.resolve(devDir));
