export { REPO_ROOT, dataDir, deployDir, hostPort, apiPort, HOST_DIST } from './paths';
export { buildHost, releaseContainer, inBatches } from './build';
export { startStaticServer, cacheControlFor } from './staticServer';
export { startApi, waitForApi } from './apiProcess';
export { buildMissing, serveFrontends, hostOrigins, containersToBuild, describeUrls } from './stack';
export { containersFor } from './cli/containersFor';
