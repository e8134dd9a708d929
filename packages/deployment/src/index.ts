// Deployment knowledge of the stack and federation side: which containers exist, where their releases live and
// which one is active, and whether a build keeps the contract with the host (`checkContract`, run through
// `RemoteDeployment.checkVersion` by the release command and the admin API). The API reads it only through
// RemoteDeployment.
export {
  CONTAINERS,
  DEFAULT_CONTAINER_BY_AREA,
  findContainer,
  containerPort,
  type Container,
} from './containers';
export {
  readReleaseLog,
  isBuilt,
  newVersionName,
  activateRelease,
  rollbackRelease,
  type PublishedVersion,
} from './releaseStore';
export { folderDeployment, type RemoteDeployment } from './registry';
export { remotePublicUrls, cspSourceFor, type PublicUrls } from './publicUrls';
export type { ContractResult } from './contract';
export { CONTRACT_MESSAGES } from './contractMessages';
export type { HostSource } from './hostRequirements';
