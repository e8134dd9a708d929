import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aptInstall } from './aptInstall';
import { freePort } from './freePort';

/** A throw-away PostgreSQL cluster: its own folder under the temp dir, its own loopback port, trust auth. */
export interface LocalPostgres {
  /** `postgres://erp@127.0.0.1:<port>/erp`, an empty database owned by the superuser `erp`. */
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server (fast shutdown: open connections are cut, as a crash or a restart would). */
  stop(): void;
  /** Starts it again on the same port and folder. */
  start(): void;
  /** Runs SQL through psql on the `erp` database and answers its unaligned rows (`|` between columns). */
  query(sql: string): string[];
  /** Stops it and removes its folder. */
  close(): void;
}

const PG_ROOT = '/usr/lib/postgresql';

function binDir(): string | null {
  if (!fs.existsSync(PG_ROOT)) return null;
  const versions = fs
    .readdirSync(PG_ROOT)
    .filter((v) => fs.existsSync(path.join(PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(PG_ROOT, versions[0], 'bin') : null;
}

/** PostgreSQL refuses to run as root: as root, every server command runs as the `postgres` user Debian creates. */
function run(bin: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function startLocalPostgres(): Promise<LocalPostgres> {
  let bin = binDir();
  if (!bin) {
    aptInstall('postgresql');
    bin = binDir();
    if (!bin) throw new Error(`PostgreSQL installed but no initdb under ${PG_ROOT}`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-pg-'));
  fs.chmodSync(dataDir, 0o700);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dataDir]);
  const cluster = path.join(dataDir, 'cluster');
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', cluster, '-U', 'erp', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  // Durability is not what these clusters are for: no fsync keeps the suites fast on a shared disk.
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dataDir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  const pgCtl = path.join(bin, 'pg_ctl');
  const start = () => {
    run(pgCtl, [
      '-D',
      cluster,
      '-o',
      options,
      '-l',
      path.join(dataDir, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  };
  const stop = () => {
    run(pgCtl, ['-D', cluster, '-m', 'fast', '-w', 'stop']);
  };
  start();
  try {
    run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'erp', 'erp']);
  } catch (error) {
    stop();
    throw error;
  }
  let running = true;
  return {
    url: `postgres://erp@127.0.0.1:${port}/erp`,
    port,
    dataDir,
    stop: () => {
      if (!running) return;
      stop();
      running = false;
    },
    query: (sql) =>
      execFileSync(
        'psql',
        ['-h', '127.0.0.1', '-p', String(port), '-U', 'erp', '-d', 'erp', '-At', '-c', sql],
        {
          encoding: 'utf8',
        },
      )
        .split('\n')
        .filter(Boolean),
    start: () => {
      if (running) return;
      start();
      running = true;
    },
    close: () => {
      try {
        if (running) stop();
      } finally {
        running = false;
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
