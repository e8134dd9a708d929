import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createServer, needsPreparation, prepareDatabase, type ServerConfig } from '@erp/server';
import { waitForApi } from '../apiProcess';
import { stackConfig } from '../paths';
import type { DeployTarget } from './deployClient';

/**
 * The local stack's deploy credential, written by `pnpm start` into its data folder (readable by its owner only) and
 * handed to its API: `pnpm release`/`rollback` on the same machine deploy through the running API with it, the same
 * deploy API a team's pipeline calls. Production never accepts it.
 */
const STACK_TOKEN_FILE = 'stack-deploy-token';

const newStackToken = () => randomBytes(32).toString('base64url');

/** A fresh token for this start of the stack, written where the release command finds it. */
function writeStackToken(dataDir: string): string {
  const token = newStackToken();
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, STACK_TOKEN_FILE);
  fs.writeFileSync(file, token, { mode: 0o600 });
  return token;
}

function readStackToken(dataDir: string): string | null {
  try {
    return fs.readFileSync(path.join(dataDir, STACK_TOKEN_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * This start's own deploy credential (`pnpm start`, `pnpm dev`): written for a `pnpm release` in another terminal,
 * set in this process's environment for the API it starts, and the stack's own builds deploy with it once the API
 * answers (the returned function waits for that, once).
 */
export function stackDeployTarget(config: ServerConfig = stackConfig()): () => Promise<DeployTarget> {
  const token = writeStackToken(config.dataDir);
  process.env.STACK_DEPLOY_TOKEN = token;
  let ready: Promise<DeployTarget> | null = null;
  return () => (ready ??= waitForApi().then(() => ({ api: `http://localhost:${config.apiPort}`, token })));
}

async function answers(api: string): Promise<boolean> {
  try {
    return (await fetch(`${api}/api/ping`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** The local stack's API when it runs (with the token it was started with). */
export async function runningStack(config: ServerConfig = stackConfig()): Promise<DeployTarget | null> {
  const token = readStackToken(config.dataDir);
  const api = `http://localhost:${config.apiPort}`;
  return token && (await answers(api)) ? { api, token } : null;
}

/**
 * Runs `deploy` against the local deployment: the running stack's API, or, when none runs, an API of this process on
 * a free loopback port over the same database (prepared first on a fresh clone, as `pnpm start` would).
 */
export async function withLocalTarget<T>(deploy: (target: DeployTarget) => Promise<T>): Promise<T> {
  const config = stackConfig();
  const running = await runningStack(config);
  if (running) return deploy(running);
  const token = newStackToken();
  const own: ServerConfig = {
    ...config,
    apiHost: '127.0.0.1',
    apiPort: 0,
    logLevel: 'warn',
    releases: { ...config.releases, stackDeployToken: token },
  };
  if (needsPreparation(own.database)) await prepareDatabase(own);
  const server = await createServer(own);
  try {
    await server.migrate();
    return await deploy({ api: await server.listen(), token });
  } finally {
    await server.close();
  }
}
