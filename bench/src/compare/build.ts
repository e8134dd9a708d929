// Builds both sides of the comparison from the working tree, every run: the federated host and remotes exactly as
// the stack builds them (one webpack per app, a release folder per remote), and the monolith twin (bench/monolith).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CONTAINERS, type Container } from '@erp/deployment';
import { REPO_ROOT } from '@erp/stack';

/** The containers a brand without overrides loads (the brand builds, such as signup_acme, are the same code). */
export const BENCH_CONTAINERS: Container[] = CONTAINERS.filter((c) => Object.keys(c.buildEnv).length === 0);

export interface BuildDirs {
  /** The federated host's output. */
  host: string;
  /** The remotes' builds, `<builds>/<container>`: deployed as `v1` through the bench API's deploy API. */
  builds: string;
  /** The bench API's release storage, `<deploy>/<container>/v1` once deployed. */
  deploy: string;
  /** The monolith's output. */
  monolith: string;
}

export function buildDirs(root: string): BuildDirs {
  return {
    host: path.join(root, 'host'),
    builds: path.join(root, 'builds'),
    deploy: path.join(root, 'deploys'),
    monolith: path.join(root, 'monolith'),
  };
}

interface Job {
  label: string;
  cwd: string;
  config?: string;
  env: Record<string, string>;
}

/** webpack-cli from the host's dependencies; every app resolves the same webpack 5 from the workspace. */
function webpackCli(): string {
  return createRequire(path.join(REPO_ROOT, 'host/package.json')).resolve('webpack-cli/bin/cli.js');
}

function run(job: Job, apiPort: string): Promise<number> {
  const started = Date.now();
  const args = [
    '-n',
    '10',
    process.execPath,
    webpackCli(),
    '--mode',
    'production',
    ...(job.config ? ['--config', job.config] : []),
  ];
  return new Promise((resolve, reject) => {
    // `nice`: the machine's cores are shared with other people's builds and tests.
    const child = spawn('nice', args, {
      cwd: job.cwd,
      env: { ...process.env, API_PORT: apiPort, ...job.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`webpack falhou em ${job.label} (saída ${code})`));
      const seconds = (Date.now() - started) / 1000;
      console.log(`  built ${job.label} in ${seconds.toFixed(0)} s`);
      resolve(seconds);
    });
  });
}

/** Builds the host, the remotes and the monolith, `parallel` at a time, with the API address baked in. */
export async function buildAll(dirs: BuildDirs, apiPort: string, parallel: number): Promise<void> {
  const jobs: Job[] = [
    { label: 'monolith', cwd: path.join(REPO_ROOT, 'bench/monolith'), env: { OUTPUT_DIR: dirs.monolith } },
    { label: 'host', cwd: path.join(REPO_ROOT, 'host'), env: { OUTPUT_DIR: dirs.host } },
    ...BENCH_CONTAINERS.map((c) => ({
      label: c.name,
      cwd: path.join(REPO_ROOT, c.sourceDir),
      env: { OUTPUT_DIR: path.join(dirs.builds, c.name), MF_CONTAINER_NAME: c.name },
    })),
  ];
  fs.rmSync(dirs.builds, { recursive: true, force: true });
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await run(job, apiPort);
    }),
  );
}
