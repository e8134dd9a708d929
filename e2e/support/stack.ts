import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ERP_BIN } from './erp';
import { API_ORIGIN } from './ports';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Runs the release or rollback command a team would run, against the e2e stack's data folder. Asynchronously: a
 * release takes minutes, and a test process blocked that long keeps idle keep-alive connections to the API that the
 * API has closed meanwhile; the test's next request then fails on one ('other side closed', EPIPE).
 */
export async function runDeployCommand(command: 'release' | 'rollback', remote: string): Promise<string> {
  return runCommand(ERP_BIN, [command, remote]);
}

/**
 * Publishes the e2e stack's build of `container` again under a new version name, without a webpack build
 * (support/republishBuild.ts, in a process of its own as the deploy commands run): inactive, or live at once with
 * `activate`, as `pnpm release` makes a new build. Returns the new version's name.
 */
export async function republishStackBuild(container: string, { activate = false } = {}): Promise<string> {
  const args = [container, ...(activate ? ['--activate'] : [])];
  return (
    await runCommand(process.execPath, [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'republishBuild.ts'),
      ...args,
    ])
  ).trim();
}

async function runCommand(file: string, args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(file, args, {
    cwd: repoRoot,
    env: { ...process.env },
    encoding: 'utf8',
    timeout: 5 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/** The active release of a container as the API's registry answers it for a brand: its version and manifest. */
export async function activeRelease(
  name: string,
  idConfig = 1,
): Promise<{ name: string; version: string; entry: string }> {
  const res = await fetch(`${API_ORIGIN}/api/remotes?idConfig=${idConfig}`);
  const releases = (await res.json()) as Array<{ name: string; version: string; entry: string }>;
  const release = releases.find((r) => r.name === name);
  if (!release) throw new Error(`no release of ${name}`);
  return release;
}

/** The active version of a container as the API's registry answers it for a brand. */
export async function activeVersion(name: string, idConfig = 1): Promise<string> {
  return (await activeRelease(name, idConfig)).version;
}
