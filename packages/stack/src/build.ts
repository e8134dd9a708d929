import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Container } from '@erp/deployment';
import { stampHostDist } from './hostPage';
import { HOST_DIR, HOST_DIST, REPO_ROOT, stackConfig } from './paths';

/**
 * The builds run in worker processes of @erp/config (buildWorker.mjs), each doing one build after another, with the
 * same files as webpack-cli: what a webpack-cli run paid per build (Node, webpack, its plugins and the minimizers
 * loaded, the workspace's shared-import scan, the remotes' runtime provider) is paid once per worker. The e2e stack's
 * seven builds, two at a time: 139 → 99 CPU-s (README). A worker left idle this long ends (a build holds about a
 * gigabyte until it is collected).
 */
const WORKER_IDLE_MS = 5_000;
const BUILD_WORKER = createRequire(import.meta.url).resolve('@erp/config/build-worker');

interface IdleWorker {
  child: ChildProcess;
  timer: NodeJS.Timeout;
}
const idleWorkers: IdleWorker[] = [];

function startWorker(): ChildProcess {
  return fork(BUILD_WORKER, [], {
    // Not this process's Node flags (tsx's loader, a test runner's).
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** A worker for one build: an idle one if there is one, else a new one. */
function takeWorker(): ChildProcess {
  const idle = idleWorkers.pop();
  if (!idle) return startWorker();
  clearTimeout(idle.timer);
  idle.child.ref();
  idle.child.channel?.ref();
  return idle.child;
}

/** Keeps a worker for the next build without holding this process open; it ends when nothing asks in time. */
function releaseWorker(child: ChildProcess): void {
  child.unref();
  child.channel?.unref();
  const timer = setTimeout(() => {
    idleWorkers.splice(
      idleWorkers.findIndex((w) => w.child === child),
      1,
    );
    child.disconnect();
  }, WORKER_IDLE_MS);
  timer.unref();
  idleWorkers.push({ child, timer });
}

/** Builds one app folder in production mode with extra environment; resolves when the build succeeded. */
function runWebpack(appDir: string, env: Record<string, string>): Promise<void> {
  const child = takeWorker();
  const failed = (reason: string) =>
    new Error(`webpack failed for ${path.relative(REPO_ROOT, appDir)} (${reason})`);
  return new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      child.off('message', onMessage);
      reject(failed(`its worker ended: ${signal ?? `exit ${code}`}`));
    };
    const onMessage = (answer: { ok: boolean; error?: string }) => {
      child.off('exit', onExit);
      child.off('message', onMessage);
      if (answer.ok) {
        releaseWorker(child);
        resolve();
      } else {
        // A worker whose build failed is not trusted with another.
        child.kill();
        reject(failed(answer.error ?? 'no reason given'));
      }
    };
    child.on('exit', onExit);
    child.on('message', onMessage);
    child.send({ appDir, env });
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
