// The stack's public face is its commands (src/cli); benches reuse where the repository is, the API process and its
// wait, and the static server (to serve builds on their own ports beside a dev stack).
export { REPO_ROOT } from './paths';
export { startApi, waitForApi } from './apiProcess';
export { startStaticServer } from './staticServer';
// Throw-away PostgreSQL and Redis, and API processes on free ports: the real-services suite and the soak bench.
export { startLocalPostgres } from './services/localPostgres';
export { startLocalRedis } from './services/localRedis';
export { startApiChild, type ApiChild } from './realServices/apiChild';
// The deploy API's client (`pnpm release --api`), for benches that deploy their own builds.
export { registerRelease, uploadRelease } from './deploy/deployClient';
