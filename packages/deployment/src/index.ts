// Deployment knowledge of the stack and federation side: which containers exist, where they are served, how a
// release's files are named, and whether a build keeps the contract with the host (`checkContract`, run through
// `RemoteDeployment.checkManifest` by the deploy API). What is published and active lives in the API's database; the
// API reads this package only through RemoteDeployment and the release file rules.
export {
  CONTAINERS,
  DEFAULT_CONTAINER_BY_AREA,
  findContainer,
  containerPort,
  type Container,
} from './containers';
export { newVersionName, VERSION_PATTERN } from './versionName';
export { catalogOf, type PublishedVersion, type ReleaseCatalog } from './catalog';
export { originDeployment, type RemoteDeployment } from './registry';
export {
  cacheControlOf,
  contentTypeOf,
  isReleaseFilePath,
  MANIFEST_FILE,
  releaseFilesOf,
} from './releaseFiles';
export { remotePublicUrls, cspSourceFor, type PublicUrls } from './publicUrls';
export type { ContractResult } from './contract';
export type { HostSource } from './hostRequirements';
