// `pnpm test:pg:server`: the server tests whose outcome PostgreSQL + its pool can change, again on a real server.
// PGlite is PostgreSQL itself (the same parser, planner and SQL), so the whole suite on PGlite already proves the
// queries; what a real server adds is named here, and a test file joins by its name (or the end of its path under
// src/, where a name alone is ambiguous) when it tests one of these:
const fs = require('node:fs');
const path = require('node:path');
const base = require('./jest.config.cjs');

const ON_POSTGRES = [
  // the driver: the pool, migrations, advisory locks, an outage and reconnection, the bulk seed's SQL (not
  // db/database.test.ts: it tests the embedded engine alone, its lock, files on disk and settings, and opens PGlite
  // whichever pass runs it; nor db/prepareDatabase.test.ts: it prepares an embedded cluster in a child process with
  // DATABASE_URL removed, the same work in both passes)
  'postgres',
  'advisoryLock',
  'unavailable',
  'businessSeed',
  'health',
  // work claimed across connections (a job taken by one API only)
  'reportQueue',
  // concurrent inserts, unique constraints and counters under a pool of connections
  'signup',
  'signupLimits',
  'rateLimit',
  'session',
  'features/cobrancas/adminRoutes',
  'cobrancas',
  'devBilling',
  // release state changed in transactions (activation, canary, rollback)
  'features/remotes/adminRoutes',
  'deploy',
  // the server's time zone and aggregation over dates (a real server has its own TimeZone setting)
  'dashboard',
  'relatorios',
  'reportContent',
  'listas',
  // every route's tenant filter, once, on the real server (not security/clientViewIsolation.test.ts: a client view
  // runs the same route handlers with the viewed company as the tenant, which routeIsolation already runs here, and
  // its refusals of writes and administration are the API's guards, before any query)
  'routeIsolation',
  'publicBrandIsolation',
];

// A renamed test file would silently drop out of the PostgreSQL pass: every name must still be there.
const testFiles = fs
  .readdirSync(path.join(__dirname, 'src'), { recursive: true })
  .map((file) => `/${String(file)}`);
const missing = ON_POSTGRES.filter((name) => !testFiles.some((file) => file.endsWith(`/${name}.test.ts`)));
if (missing.length) throw new Error(`jest.postgres.config.cjs: no test file named ${missing.join(', ')}`);

module.exports = { ...base, testMatch: [`**/{${ON_POSTGRES.join(',')}}.test.ts`] };
