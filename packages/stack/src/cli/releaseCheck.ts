import path from 'node:path';
import {
  checkCandidate,
  manifestPath,
  readHostShared,
  requirementsFor,
  type Container,
  type ContractResult,
  CONTRACT_MESSAGES,
} from '@erp/deployment';
import { HOST_DIR, HOST_DIST, stackConfig } from '../paths';

/**
 * Checks a version on disk against its area's contract and the singletons of the host this stack serves (its built
 * manifest, else the versions its sources build with).
 */
export async function checkBuiltRelease(container: Container, version: string): Promise<ContractResult> {
  const hostShared = await readHostShared({
    manifest: path.join(HOST_DIST, 'mf-manifest.json'),
    hostDir: HOST_DIR,
  });
  if (!hostShared) return { ok: false, faltando: [CONTRACT_MESSAGES.hostUnavailable] };
  return checkCandidate(
    manifestPath(stackConfig().deployDir, container.name, version),
    requirementsFor(container.area, hostShared),
  );
}
