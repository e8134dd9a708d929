import { MANIFEST_FILE, type ContractResult } from '@erp/deployment';
import { MESSAGES } from '@erp/domain';
import type { AppContext } from '../http/context';
import { readReleaseFile } from './releaseFiles';

/**
 * The contract check of a version whose files are in release storage: its stored `mf-manifest.json` against the live
 * host (the deploy API before accepting a release, the admin API before an activation or a canary).
 */
export async function checkStoredRelease(
  ctx: Pick<AppContext, 'storage' | 'deployment'>,
  container: string,
  versao: string,
): Promise<ContractResult> {
  const raw = await readReleaseFile(ctx.storage.releases, container, versao, MANIFEST_FILE);
  if (!raw) return { ok: false, faltando: [MESSAGES.contract.missingManifest(container, versao)] };
  let manifest: unknown;
  try {
    manifest = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, faltando: [MESSAGES.contract.malformed(`${container}/${versao}`)] };
  }
  return ctx.deployment.checkManifest(container, manifest);
}
