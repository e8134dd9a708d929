// Public face of the API package: build a server from a configuration, and the pieces other packages (the stack
// runner, release scripts, benches, later API areas) reuse.
export { createServer } from './server';
export { loadConfig, type ServerConfig, type Argon2Settings } from './config/config';
export { createPasswordHasher } from './auth/passwords';
export { DEMO_PASSWORD } from './db/seed/demoCompanies';
export { countBusinessData, type BusinessCounts } from './db/seed/business/businessCounts';
