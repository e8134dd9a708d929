// Deployment knowledge of the stack and federation side: which containers exist, where their releases live and
// which one is active, and whether a build keeps the contract with the host. The API reads it only through
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
  manifestPath,
  type PublishedVersion,
} from './releaseStore';
export { folderDeployment, type RemoteDeployment, type VersionPicker } from './registry';
export {
  checkContract,
  checkCandidate,
  requirementsFor,
  type ContractRequirements,
  type ContractResult,
  type SharedRequirement,
} from './contract';
export { CONTRACT_MESSAGES } from './contractMessages';
export { readHostShared, type HostSource } from './hostRequirements';
