// Public face of the API package: build a server from a configuration, and the pieces other packages (the stack
// runner, release scripts, benches, later API areas) reuse.
export { createServer } from './server';
export { loadConfig, type ServerConfig, type Argon2Settings } from './config/config';
export { createPasswordHasher } from './auth/passwords';
export { DEMO_PASSWORD } from './db/seed/demoCompanies';
export { demoBrands } from './db/seed/demoBrands';
export { countBusinessData, type BusinessCounts } from './db/seed/business/businessCounts';
export { createRenderPool } from './reports/jobs/renderPool';
export type { RenderJob } from './reports/render/renderJob';
export type { RowFeed } from './reports/jobs/rowFeed';
export { removeDataFolder } from './db/lockFile';
export type { DevCharge } from './features/cobrancas/devChargesPage';
export { needsPreparation, prepareDatabase } from './db/prepareDatabase';
