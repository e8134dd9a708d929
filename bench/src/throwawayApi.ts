import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, loadConfig } from '@erp/server';

type ServerConfig = ReturnType<typeof loadConfig>;
type Server = Awaited<ReturnType<typeof createServer>>;

export interface ThrowawayApi {
  server: Server;
  config: ServerConfig;
  /** The embedded database's folder (removed afterwards). */
  dataDir: string;
}

/**
 * Runs `bench` against an API of its own: a fresh embedded database in a temporary folder, a free loopback port,
 * production settings; migrating and seeding are left to the bench (some time them). Closed and removed afterwards,
 * so a bench never touches a developer's `.data/` or the CONTRACT ports.
 */
export async function withThrowawayApi<T>(
  name: string,
  env: Record<string, string>,
  bench: (api: ThrowawayApi) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `erp-bench-${name}-`));
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env }),
    apiPort: 0,
    apiHost: '127.0.0.1',
  };
  const server = await createServer(config);
  try {
    return await bench({ server, config, dataDir });
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
