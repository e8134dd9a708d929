import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@erp/server';
import { REPO_ROOT } from '../paths';
import { bundleServer, SERVER_PROCESS_ENV } from '../serverBundle';
import { freePort } from '../services/freePort';

/**
 * SEED_SCALE for an API child whose test signs demo accounts in and reads none of the business data (reports of 2020,
 * before the seed's year of sales): 2 % of it. The full volume is businessSeed.test.ts' (on both databases), `pnpm
 * test:pg:e2e`'s and the bench's.
 */
export const DEMO_ACCOUNTS_SEED_SCALE = '0.02';

/** An API started as its own process (as `pnpm start` and a deployment run it), on a free loopback port. */
export interface ApiChild {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed, for the failure message of a test. */
  output(): string;
  /** Resolves with the exit code or signal once the process has gone. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * Starts the compiled API (`packages/server/dist/main.js`, rebuilt from the sources) with `env` on top of test
 * settings (cheap argon2, its own DATA_DIR and a free port unless given; the soak bench overrides them with production
 * ones) and waits until `/api/ping` answers. The caller stops it.
 */
export async function startApiChild(env: Record<string, string>, timeoutMs = 90_000): Promise<ApiChild> {
  // A restart takes its predecessor's port (API_PORT given), as a supervisor restarting the API would.
  const port = env.API_PORT ? Number(env.API_PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'erp-api-child-'));
  const child = spawn(process.execPath, [bundleServer()], {
    cwd: REPO_ROOT,
    env: {
      ...SERVER_PROCESS_ENV,
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'exit')),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`A API saiu antes de responder:\n${output}`);
    const ok = await fetch(`${url}/api/ping`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`A API não respondeu em ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Signs a demo account in through HTTP and answers its token. */
export async function loginOn(url: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${url}/api/Usuarios/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login de ${email} em ${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
