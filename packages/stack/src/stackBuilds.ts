import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, type Container } from '@erp/deployment';
import { copiedRelease, type BuiltRelease } from './deploy/releaseBuild';
import { stackConfig } from './paths';

/**
 * The stack's own last published build of each container, kept in its data folder. Release state lives in the
 * database, the files in the release storage: when the database starts again without that state (a new PostgreSQL
 * for `pnpm test:pg:e2e`, a dropped schema) while the files are still there, the stack registers its own build again
 * instead of spending a webpack build (about 40 s each here) on the same sources.
 */
const STACK_BUILDS_FILE = 'stack-builds.json';

type StackBuilds = Record<string, string>;

function readStackBuilds(dataDir: string): StackBuilds {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(dataDir, STACK_BUILDS_FILE), 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as StackBuilds) : {};
  } catch {
    return {};
  }
}

export function recordStackBuild(container: string, versao: string, config = stackConfig()): void {
  const builds = { ...readStackBuilds(config.dataDir), [container]: versao };
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(path.join(config.dataDir, STACK_BUILDS_FILE), `${JSON.stringify(builds, null, 2)}\n`);
}

/** The version the stack last built of `container`, if its files are still in the release storage. */
export function stackBuildOf(container: string, config = stackConfig()): string | null {
  const versao = readStackBuilds(config.dataDir)[container];
  if (typeof versao !== 'string' || versao.includes('/') || versao.startsWith('.')) return null;
  return fs.existsSync(path.join(config.deployDir, container, versao, MANIFEST_FILE)) ? versao : null;
}

/** The folder of the stack's last build of `container` in the release storage, or null when there is none. */
export function stackBuildDir(container: string, config = stackConfig()): string | null {
  const versao = stackBuildOf(container, config);
  return versao ? path.join(config.deployDir, container, versao) : null;
}

/**
 * A copy of the stack's last build of `container` in a folder of its own, as `buildRelease` hands a build over (to be
 * published, then removed), or null when there is none. `pnpm test:scale` publishes the e2e run's build of an area as
 * its first release instead of building the same sources again.
 */
export function copyOfStackBuild(container: Container, config = stackConfig()): BuiltRelease | null {
  const dir = stackBuildDir(container.name, config);
  return dir ? copiedRelease(container, dir, path.basename(dir)) : null;
}
