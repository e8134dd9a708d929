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
export {
  activateRelease,
  containerState,
  registerRelease,
  rollbackRelease,
  uploadRelease,
} from './deploy/deployClient';
// A deployment with nothing on the API machine's disk (bench:release): a bucket, the host published to it, a team's
// own clone that releases through the deploy API, and what the host's next load gets.
export { startLocalS3 } from './services/localS3';
export { publishHost } from './scaleOut/publishHost';
export { buildHost } from './build';
export { HOST_DIST } from './paths';
export { loginOn } from './realServices/apiChild';
export { cloneForTeam } from './delivery/teamClone';
export { republishStackBuild } from './deploy/republishStackBuild';
export { untilNextLoadServes } from './delivery/hostNextLoad';
