import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type ServerConfig } from '@erp/server';

/** The repository root, found from this file so the CLI works from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const HOST_DIR = path.join(REPO_ROOT, 'host');
export const HOST_DIST = path.join(HOST_DIR, 'dist');

/**
 * Ports, folders and allowed origins as the API reads them: the stack serves what the API's registry announces, so
 * both take one configuration (CONTRACT "Ports" and "Storage").
 */
export function stackConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return loadConfig(env);
}
