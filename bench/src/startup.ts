// Start-up time as a new engineer meets it (issue 17 "Fresh clone"): a clone of the committed HEAD into a new folder,
// `pnpm install --frozen-lockfile` (from this machine's pnpm store, as a second project would), then `pnpm start`
// until the login page answers: the host's page, the auth remote's live manifest and the API. Then Ctrl+C and a
// second `pnpm start` with nothing changed, timed the same way.
//   pnpm --filter bench bench:startup        (STARTUP_DIR, STARTUP_PORT_OFFSET override; KEEP=1 keeps the clone)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTAINERS } from '@erp/deployment';
import { REPO_ROOT } from '@erp/stack';

const BUDGET = { freshSeconds: 90, againSeconds: 10 } as const;
// Its own ports (default offset 1700: API 4700, host 9780, remotes 9781-9786; not 2000: fetch and browsers refuse port 10080), beside a dev stack and the benches.
const OFFSET = Number(process.env.STARTUP_PORT_OFFSET ?? 1700);
const PORTS: Record<string, string> = {
  API_PORT: String(3000 + OFFSET),
  HOST_PORT: String(8080 + OFFSET),
  ...Object.fromEntries(CONTAINERS.map((c) => [c.portEnv, String(c.defaultPort + OFFSET)])),
};
const AUTH = CONTAINERS.find((c) => c.name === 'auth');
const dir = process.env.STARTUP_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'erp-startup-'));

const seconds = (ms: number) => Math.round(ms / 100) / 10;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The login page answers: the host's HTML, the API, and the auth remote's live version behind its origin. */
async function loginAnswers(): Promise<boolean> {
  const checks = [
    `http://localhost:${PORTS.HOST_PORT}/`,
    `http://localhost:${PORTS.API_PORT}/api/ping`,
    `http://localhost:${AUTH ? PORTS[AUTH.portEnv] : ''}/`,
  ];
  for (const url of checks) if (!(await answers(url))) return false;
  return true;
}

function timed(label: string, command: string, args: string[]): number {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${label} falhou (${result.status})`);
  return Date.now() - started;
}

/**
 * `pnpm start` until the login page answers; answers that time, the running stack, and a promise of the time until
 * the stack says every area is built (`[stack] ready`).
 */
async function start(): Promise<{ ms: number; stack: ChildProcess; allBuilt: Promise<number> }> {
  const started = Date.now();
  const stack = spawn('pnpm', ['start'], {
    cwd: dir,
    env: { ...process.env, ...PORTS, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log: string[] = [];
  let readyAt: (ms: number) => void = () => undefined;
  const allBuilt = new Promise<number>((resolve) => (readyAt = resolve));
  stack.stdout?.on('data', (chunk: Buffer) => {
    log.push(chunk.toString());
    if (chunk.toString().includes('[stack] ready')) readyAt(Date.now() - started);
  });
  stack.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  for (;;) {
    if (stack.exitCode !== null) throw new Error(`pnpm start terminou (${stack.exitCode}):\n${log.join('')}`);
    if (await loginAnswers()) return { ms: Date.now() - started, stack, allBuilt };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Ctrl+C to the whole process group (pnpm, the stack, the API), then SIGKILL to whatever is left after 20 s. */
async function stop(stack: ChildProcess): Promise<void> {
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(stack.pid ?? 0), signal);
    } catch {
      // the group is gone already
    }
  };
  const exited = new Promise((resolve) => stack.once('exit', resolve));
  signalGroup('SIGINT');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  signalGroup('SIGKILL');
}

async function main(): Promise<void> {
  console.log(
    `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), carga ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}, em ${dir}\n`,
  );
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT })
    .stdout.toString()
    .trim();
  timed('git clone', 'git', ['clone', '-q', '--no-hardlinks', REPO_ROOT, dir]);
  const install = timed('pnpm install', 'pnpm', [
    'install',
    '--frozen-lockfile',
    '--prefer-offline',
    '--silent',
  ]);
  console.log(`[startup] pnpm install: ${seconds(install)} s`);
  const first = await start();
  console.log(`[startup] primeiro pnpm start: ${seconds(first.ms)} s`);
  // The other areas keep building after the login page is served; the second start must find everything built.
  const allBuilt = await first.allBuilt;
  console.log(`[startup] primeiro pnpm start, todas as áreas: ${seconds(allBuilt)} s`);
  await stop(first.stack);
  const again = await start();
  await stop(again.stack);

  const fresh = install + first.ms;
  const rows = [
    ['pnpm install --frozen-lockfile', `${seconds(install)} s`, '', ''],
    ['primeiro pnpm start até a tela de login responder', `${seconds(first.ms)} s`, '', ''],
    [
      'primeiro pnpm start até todas as áreas construídas (`[stack] ready`)',
      `${seconds(allBuilt)} s`,
      '',
      '',
    ],
    [
      'clone novo: install + start',
      `${seconds(fresh)} s`,
      `≤ ${BUDGET.freshSeconds} s`,
      fresh <= BUDGET.freshSeconds * 1000 ? 'PASS' : 'FAIL',
    ],
    [
      'segundo pnpm start, nada mudou',
      `${seconds(again.ms)} s`,
      `≤ ${BUDGET.againSeconds} s`,
      again.ms <= BUDGET.againSeconds * 1000 ? 'PASS' : 'FAIL',
    ],
  ];
  console.log(`Commit ${head}\n\n| etapa | tempo | meta | |\n|---|---|---|---|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  if (rows.some((row) => row[3] === 'FAIL')) process.exitCode = 1;
  if (!process.env.KEEP) fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
