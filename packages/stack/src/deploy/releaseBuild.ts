import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MANIFEST_FILE, newVersionName, type Container } from '@erp/deployment';
import { buildContainer } from '../build';
import { registerRelease, uploadRelease, type ContainerState, type DeployTarget } from './deployClient';

/** A container built into a folder of its own, under the version name it will be published as. */
export interface BuiltRelease {
  container: Container;
  versao: string;
  dir: string;
}

/** Builds a container into a new temporary folder, named by a fresh version. */
export async function buildRelease(container: Container): Promise<BuiltRelease> {
  const versao = newVersionName();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `erp-release-${container.name}-`));
  try {
    await buildContainer(container, dir);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { container, versao, dir };
}

/**
 * A copy of a build made before (`source`: a folder holding its mf-manifest.json) in a new temporary folder, to be
 * published under `versao` (by default a fresh version name) and removed like any other: the source stays as it was.
 */
export function copiedRelease(container: Container, source: string, versao = newVersionName()): BuiltRelease {
  if (!fs.existsSync(path.join(source, MANIFEST_FILE))) {
    throw new Error(`${source} não tem ${MANIFEST_FILE}: não é a build de um remote.`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `erp-release-${container.name}-`));
  fs.cpSync(source, dir, { recursive: true });
  return { container, versao, dir };
}

/**
 * Uploads a build to the API's release storage and registers it (the API checks the contract); the build folder is
 * removed either way. Returns the container's state after it, with the API's warnings.
 */
export async function publishBuild(
  target: DeployTarget,
  build: BuiltRelease,
  options: { ativar: boolean; forcar?: boolean },
): Promise<ContainerState> {
  try {
    await uploadRelease(target, build.container.name, build.versao, build.dir);
    return await registerRelease(target, build.container.name, build.versao, options);
  } finally {
    fs.rmSync(build.dir, { recursive: true, force: true });
  }
}
