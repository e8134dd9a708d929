const { jestConfig } = require('@erp/config/jest');

// PGlite's CommonJS build loads its WebAssembly through dynamic import(), which Jest's VM only allows with Node's
// --experimental-vm-modules flag: the `test` script sets it; the shared CJS swc preset is otherwise unchanged.
// The global setup migrates and seeds one in-memory database and snapshots it for every test file.
module.exports = {
  ...jestConfig(),
  // light-my-request (Fastify's inject) requires cookie@2, which ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|valibot|@brazilian-utils|cookie)[@/+])'],
  testEnvironment: '<rootDir>/jest.environment.cjs',
  globalSetup: '<rootDir>/src/testing/globalSetup.ts',
  globalTeardown: '<rootDir>/src/testing/globalTeardown.ts',
  // Under `pnpm test:pg` every query crosses a socket to a real server: the same tests get more time.
  testTimeout: process.env.TEST_DATABASE_URL ? 60_000 : 30_000,
  // Every test file loads PGlite's WebAssembly into a fresh VM context, and Node does not give that memory back
  // between files: one long-lived runner grew past 13 GB and was killed. A worker that ends a file above this
  // limit is replaced by a fresh one (and with a limit set, Jest always uses workers, even on one core).
  // (Set once for the whole run in the repository's one-run config, jest.config.cjs at the root.)
  ...(process.env.ERP_JEST_ONE_RUN ? {} : { workerIdleMemoryLimit: '1500MB' }),
};
