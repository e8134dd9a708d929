import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

/** A checkout of this repository's HEAD in a temporary folder: what a team's CI has, and nothing of this machine's. */
export interface SeparateClone {
  dir: string;
  /** Runs a command in the clone; resolves with its output, rejects with it when the command fails. */
  run(command: string, args: readonly string[], env?: Record<string, string>): Promise<string>;
  remove(): void;
}

/**
 * A detached worktree of HEAD (its own files, the same object store: no network) with its dependencies installed from
 * the lockfile out of pnpm's store, offline. Nothing built in this checkout (dist folders, webpack caches) is there.
 */
export async function cloneHead(): Promise<SeparateClone> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-team-clone-'));
  execFileSync('git', ['-C', REPO_ROOT, 'worktree', 'add', '--detach', dir, 'HEAD'], { stdio: 'ignore' });
  const run = (command: string, args: readonly string[], env: Record<string, string> = {}) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(command, [...args], {
        cwd: dir,
        env: { ...process.env, CI: 'true', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0
          ? resolve(output)
          : reject(new Error(`${command} ${args.join(' ')} (exit ${code}):\n${output}`)),
      );
    });
  const remove = () => {
    execFileSync('git', ['-C', REPO_ROOT, 'worktree', 'remove', '--force', dir], { stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await run('pnpm', ['install', '--frozen-lockfile', '--offline']);
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, run, remove };
}
