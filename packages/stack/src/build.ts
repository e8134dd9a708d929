import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Container } from '@erp/deployment';
import { stampHostDist } from './hostPage';
import { HOST_DIR, HOST_DIST, REPO_ROOT, stackConfig } from './paths';

/** Runs webpack for one app folder with extra environment; resolves when the build succeeded. */
function runWebpack(appDir: string, env: Record<string, string>): Promise<void> {
  const require = createRequire(path.join(appDir, 'package.json'));
  const cli = require.resolve('webpack-cli/bin/cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--mode', 'production'], {
      cwd: appDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`webpack failed for ${path.relative(REPO_ROOT, appDir)} (exit ${code})`)),
    );
  });
}

/** Builds the host into host/dist, its page stamped with the configuration's CSP and preconnects. */
export async function buildHost(): Promise<void> {
  await runWebpack(HOST_DIR, { OUTPUT_DIR: HOST_DIST });
  stampHostDist(HOST_DIST, stackConfig());
}

/** Builds a container (its brand variant's environment included) into `outputDir`. */
export async function buildContainer(container: Container, outputDir: string): Promise<void> {
  await runWebpack(path.join(REPO_ROOT, container.sourceDir), {
    OUTPUT_DIR: outputDir,
    MF_CONTAINER_NAME: container.name,
    ...container.buildEnv,
  });
}

/** Runs tasks with at most `limit` at a time: webpack builds are CPU- and memory-hungry. */
export async function inBatches<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<unknown>,
): Promise<void> {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  });
  await Promise.all(workers);
}
