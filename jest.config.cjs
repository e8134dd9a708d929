// `pnpm test:unit`: one Jest run over every package's own jest.config.cjs. One pool of workers (one per core) takes the
// next test file of any package, instead of twenty Jest start-ups in a row, each ending on one busy core while the
// other waits. A package's own `pnpm --filter <pkg> test` runs the same config alone.
const os = require('node:os');
const { workspaceDirs } = require('./packages/config/workspaceDirs.cjs');

const packageDirs = workspaceDirs(__dirname, 'jest.config.cjs');

// Tells the shared preset (packages/config/jest.preset.cjs) that run-wide options are set here, not per project.
process.env.ERP_JEST_ONE_RUN = '1';

module.exports = {
  projects: packageDirs.map((dir) => `<rootDir>/${dir}`),
  maxWorkers: os.availableParallelism(),
  // As in the server's own config: each server test file loads PGlite's WebAssembly into a fresh VM context and Node
  // does not give that memory back; a worker above this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1500MB',
  // Run-wide in a multi-project run (a project's own testTimeout applies only when it runs alone): the server's,
  // the longest any package asks for.
  testTimeout: process.env.TEST_DATABASE_URL ? 60_000 : 30_000,
};
