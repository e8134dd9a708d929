import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

/** What a command printed and how it ended. */
export interface CommandResult {
  code: number;
  output: string;
}

/** Runs a command to its end, its output kept (stdout and stderr together, as a CI log shows them). */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

async function mustRun(command: string, args: string[], cwd: string): Promise<void> {
  const result = await run(command, args, cwd);
  if (result.code !== 0)
    throw new Error(`${command} ${args.join(' ')} (exit ${result.code}):\n${result.output}`);
}

/** A team's own checkout of the product: a clone of this repository's committed state in a folder of its own. */
export interface TeamClone {
  dir: string;
  /**
   * `pnpm release <remoteFolder> --api <api> [--activate] [--from <folder>]` in the clone, as the team's pipeline
   * runs it: the token in `ERP_DEPLOY_TOKEN` (a CI secret), never on the command line. `from`: the build job's
   * output, published as it is; without it the command builds the remote first.
   */
  release(
    remoteFolder: string,
    api: string,
    token: string,
    options?: { activate?: boolean; from?: string },
  ): Promise<CommandResult>;
  /** `pnpm rollback <remoteFolder> --api <api>` in the clone. */
  rollback(remoteFolder: string, api: string, token: string): Promise<CommandResult>;
  /** Any other command in the clone (the bench's plain build). */
  run(command: string, args: string[]): Promise<CommandResult>;
  remove(): void;
}

/**
 * Clones the repository (its committed HEAD, nothing of this working tree's build output or data) into a new temp
 * folder and installs its dependencies from the local pnpm store, offline: what a CI runner with a dependency cache
 * does before `pnpm release`.
 */
export async function cloneForTeam(source = REPO_ROOT): Promise<TeamClone> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-team-clone-'));
  try {
    await mustRun('git', ['clone', '--quiet', '--no-hardlinks', source, dir], os.tmpdir());
    await mustRun('pnpm', ['install', '--frozen-lockfile', '--offline', '--reporter=silent'], dir);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const deploy = (args: string[], token: string) =>
    run('pnpm', args, dir, { ERP_DEPLOY_TOKEN: token, CI: 'true' });
  return {
    dir,
    release: (remoteFolder, api, token, options = {}) =>
      deploy(
        [
          'release',
          remoteFolder,
          '--api',
          api,
          ...(options.activate ? ['--activate'] : []),
          ...(options.from ? ['--from', options.from] : []),
        ],
        token,
      ),
    rollback: (remoteFolder, api, token) => deploy(['rollback', remoteFolder, '--api', api], token),
    run: (command, args) => run(command, args, dir),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
