import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureCommand } from './aptInstall';
import { freePort } from './freePort';
import { superviseForeground, type ForegroundService } from './foregroundService';

/** A throw-away Redis: in memory only (no RDB, no AOF), its own loopback port, its own working folder. */
export interface LocalRedis extends ForegroundService {
  /** `redis://127.0.0.1:<port>` */
  url: string;
}

export async function startLocalRedis(): Promise<LocalRedis> {
  ensureCommand('redis-server', ['--version'], 'redis-server');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-redis-'));
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return superviseForeground(child, { port, dir, url: `redis://127.0.0.1:${port}` });
}
