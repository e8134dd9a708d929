import { folderDeployment, type Container, type ContractResult } from '@erp/deployment';
import { stackConfig } from '../paths';

/**
 * Checks a version on disk against its area's contract and the host's singletons (`HOST_MANIFEST`, by default the
 * host's build, else the versions its sources build with): the same check the admin API runs before an activation.
 */
export function checkBuiltRelease(container: Container, version: string): Promise<ContractResult> {
  return folderDeployment(stackConfig()).checkVersion(container.name, version);
}
