import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aptInstall } from './aptInstall';
import { freePort, waitForPort } from './freePort';

/** A throw-away Redis: in memory only (no RDB, no AOF), its own loopback port, its own working folder. */
export interface LocalRedis {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  port: number;
  close(): Promise<void>;
}

function hasRedis(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function startLocalRedis(): Promise<LocalRedis> {
  if (!hasRedis()) aptInstall('redis-server');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-redis-'));
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForPort(port, 15_000);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
