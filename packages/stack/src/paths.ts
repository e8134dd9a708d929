import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so the CLI works from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the data, outbox and releases live (CONTRACT "Storage"); the same defaults as the API server. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(REPO_ROOT, env.DATA_DIR ?? '.data');
}

export function deployDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DEPLOY_DIR ? path.resolve(REPO_ROOT, env.DEPLOY_DIR) : path.join(dataDir(env), 'deploys');
}

export const HOST_DIR = path.join(REPO_ROOT, 'host');
export const HOST_DIST = path.join(HOST_DIR, 'dist');

export function hostPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.HOST_PORT) || 8080;
}

export function apiPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.API_PORT) || 3000;
}
