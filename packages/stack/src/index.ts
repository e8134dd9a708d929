export { REPO_ROOT, HOST_DIST, stackConfig } from './paths';
export { buildHost, releaseContainer, inBatches } from './build';
export { startStaticServer, cacheControlFor } from './staticServer';
export { startApi, waitForApi } from './apiProcess';
export { buildMissing, serveFrontends, containersToBuild, describeUrls } from './stack';
export { containersFor } from './cli/containersFor';
