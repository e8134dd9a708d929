// Deployment knowledge of the stack and federation side: which containers exist, where their releases live and
// which one is active. The API reads it only through RemoteDeployment.
export { CONTAINERS, findContainer, containerPort, type Container } from './containers';
export { readReleaseLog, isBuilt, newVersionName, activateRelease, rollbackRelease } from './releaseStore';
export { folderDeployment, type RemoteDeployment } from './registry';
