// Public face of the API package: build a server from a configuration, and the pieces other packages (the stack
// runner, release scripts, benches, later API areas) reuse.
export { createServer, type ErpServer, type ServerOptions } from './server';
export {
  loadConfig,
  type ServerConfig,
  type DatabaseSettings,
  type RateLimitSettings,
  type Argon2Settings,
} from './config/config';
export type { Clock } from './auth/clock';
export type { FailureStore } from './auth/failureStore';
export { MemoryFailureStore } from './auth/failureStore';
export { createOneTimeToken } from './auth/oneTimeTokens';
export { createPasswordHasher, type PasswordHasher } from './auth/passwords';
export { notify, roomOf, type Audience } from './realtime/notify';
export {
  compileFilter,
  compileWhere,
  parseJsonParam,
  pickFields,
  type FilterModel,
  type CompiledFilter,
} from './filter';
export { HttpError, MESSAGES } from './http/httpError';
export { DEMO_PASSWORD } from './db/seed/demoCompanies';
export { countBusinessData, type BusinessCounts } from './db/seed/business/businessCounts';
export {
  CONTAINERS,
  DEFAULT_CONTAINER_BY_AREA,
  findContainer,
  containerPort,
  containerOrigin,
  type Container,
} from './remotes/containers';
export {
  containerDir,
  readReleaseLog,
  builtVersions,
  isBuilt,
  newVersionName,
  activateRelease,
  rollbackRelease,
  type ReleaseLog,
} from './remotes/releaseStore';
export { remoteRegistry } from './remotes/registry';
