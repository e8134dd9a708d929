// `pnpm dev shell` as a developer meets it (issue 33): the cold start until the product answers with the shell from
// its dev server, then the time from saving an edit to a shell component to seeing it in the open page, for 10 edits
// (median and worst). The file is put back at the end. Uses the stack's data folder as it is (DATA_DIR): what has
// never been built is built first, and that time is part of the cold start.
//   pnpm --filter bench bench:dev        (DEV_BENCH_PORT_OFFSET moves every port: default 1800, API 4800, host 9880)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CONTAINERS } from '@erp/deployment';
import { REPO_ROOT } from '@erp/stack';

const EDITS = 10;
const OFFSET = Number(process.env.DEV_BENCH_PORT_OFFSET ?? 1800);
const PORTS: Record<string, string> = {
  API_PORT: String(3000 + OFFSET),
  HOST_PORT: String(8080 + OFFSET),
  ...Object.fromEntries(CONTAINERS.map((c) => [c.portEnv, String(c.defaultPort + OFFSET)])),
};
const HOST = `http://localhost:${PORTS.HOST_PORT}`;
/** The shell's dev server: 1000 above its port (packages/stack's DEV_PORT_OFFSET). */
const SHELL_DEV_PORT = Number(PORTS[CONTAINERS.find((c) => c.name === 'shell')!.portEnv]) + 1000;
const FILE = path.join(REPO_ROOT, 'remote-shell/src/features/minhaConta/MinhaContaPage.tsx');
const TITLE = '{MINHA_CONTA_TEXTS.title}';

const seconds = (ms: number) => (ms / 1000).toFixed(2);
/** The machine's load average (1 and 5 min) beside each figure: on a shared machine it says what the figures mean. */
const load = () =>
  os
    .loadavg()
    .slice(0, 2)
    .map((l) => l.toFixed(1))
    .join('/');
/** Everything `pnpm dev` prints, to read when a start fails or takes long. */
const STACK_LOG = path.join(os.tmpdir(), 'bench-dev-stack.log');
/** A start that never reaches `[dev] ready` (a build that hangs) ends the bench instead of waiting for ever. */
const READY_TIMEOUT_MS = 30 * 60_000;

/** Sends `signal` to the whole `pnpm dev` process group; a group already gone (ESRCH) is what was wanted. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Stops the whole `pnpm dev` process group and waits for it: nothing of it is left on the bench's ports. */
async function stop(stack: ChildProcess): Promise<void> {
  const pid = stack.pid;
  if (!pid) return;
  // Ended already, by itself or by a signal (then exitCode stays null and 'exit' will not come again): what it
  // started in its group may still hold the ports.
  if (stack.exitCode !== null || stack.signalCode !== null) {
    signalGroup(pid, 'SIGKILL');
    return;
  }
  const exited = new Promise((resolve) => stack.once('exit', resolve));
  signalGroup(pid, 'SIGINT');
  const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Where the page keeps the moment (epoch ms, the same clock as the bench's) the awaited title appeared. */
interface TitleWatch {
  __titleShownAt: number;
  /** When the shell's dev server said it saw the change (`invalid`) and that the rebuild was done (`ok`). */
  __devSocket: { invalid: number; built: number };
}

/**
 * Runs in the page before its scripts: notes when the shell's dev server's socket says a rebuild started and when it
 * is done, which splits an edit's time into the server's part (watch + rebuild) and the page's (fetching the hot
 * update, applying it, React's refresh). A script's text, not a function: tsx would add helpers the page lacks.
 */
const SOCKET_PROBE = `(() => {
  window.__devSocket = { invalid: 0, built: 0 };
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      if (!String(url).includes(':${SHELL_DEV_PORT}/')) return;
      this.addEventListener('message', (event) => {
        const type = JSON.parse(event.data).type;
        const at = window.__devSocket;
        if (type === 'invalid' && !at.invalid) at.invalid = Date.now();
        if (['ok', 'warnings', 'errors'].includes(type) && !at.built) at.built = Date.now();
      });
    }
  };
})();`;

/**
 * Runs in the page: records when an h1 with `text` first appears. No named functions inside: tsx's esbuild would wrap
 * them in a `__name` helper that does not exist in the page.
 */
function armTitleWatch(text: string): void {
  const watch = window as unknown as TitleWatch;
  watch.__titleShownAt = 0;
  watch.__devSocket = { invalid: 0, built: 0 };
  const observer = new MutationObserver(() => {
    if (![...document.querySelectorAll('h1')].some((h) => h.textContent === text)) return;
    watch.__titleShownAt = Date.now();
    observer.disconnect();
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  const loadBefore = load();
  const started = Date.now();
  const stack = spawn('pnpm', ['dev', 'shell'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...PORTS },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log = fs.createWriteStream(STACK_LOG);
  stack.stdout.pipe(log);
  stack.stderr.pipe(log);
  console.log(`[bench:dev] pnpm dev shell started; its output: ${STACK_LOG}`);
  let coldStart: number;
  try {
    coldStart = await new Promise<number>((resolve, reject) => {
      // The tail of the previous chunk is kept, so a line split between two chunks is still seen; the check runs
      // before trimming, since the ready line comes with the whole address list in one chunk.
      let output = '';
      stack.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('[dev] ready')) resolve(Date.now() - started);
        output = output.slice(-200);
      });
      stack.once('exit', (code, signal) =>
        reject(new Error(`pnpm dev saiu (${code ?? signal}): veja ${STACK_LOG}`)),
      );
      setTimeout(
        () => reject(new Error(`pnpm dev não ficou pronto em 30 min: veja ${STACK_LOG}`)),
        READY_TIMEOUT_MS,
      ).unref();
    });
  } catch (error) {
    await stop(stack);
    throw error;
  }
  const loadAtReady = load();
  const original = fs.readFileSync(FILE, 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const timings: number[] = [];
  /** Of each edit: from the save to the dev server's `ok`, and from there to the title on screen. */
  const serverParts: number[] = [];
  const pageParts: number[] = [];
  let loadAtEdits = '';
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('erp:novidades:boletos', '1'));
    await page.addInitScript({ content: SOCKET_PROBE });
    await page.goto(`${HOST}/#/auth/login`);
    await page.getByLabel('E-mail').fill('admin@demo.com.br', { timeout: 120_000 });
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/dashboard/, { timeout: 120_000 });
    await page.evaluate(() => (window.location.hash = '#/pages/configuracoes/usuarios/editarminhaconta'));
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor({ timeout: 120_000 });
    loadAtEdits = load();
    for (let edit = 1; edit <= EDITS; edit += 1) {
      const text = `Minha conta (edição ${edit})`;
      // The page notes the moment the new title is in its DOM (a MutationObserver, armed before the save): Playwright's
      // own wait polls every 500 ms after its first checks, which put a 1.84 s floor on every figure.
      await page.evaluate(armTitleWatch, text);
      const saved = Date.now();
      fs.writeFileSync(FILE, original.replace(TITLE, `{'${text}'}`));
      await page.getByRole('heading', { level: 1, name: text }).waitFor({ timeout: 120_000 });
      const { __titleShownAt: shown, __devSocket: socket } = await page.evaluate(() => {
        const watch = window as unknown as TitleWatch;
        return { __titleShownAt: watch.__titleShownAt, __devSocket: watch.__devSocket };
      });
      timings.push(shown - saved);
      serverParts.push(socket.built - saved);
      pageParts.push(shown - socket.built);
      // Let the type check of this rebuild finish before the next save, as between two edits of a person.
      await page.waitForTimeout(1000);
    }
  } finally {
    fs.writeFileSync(FILE, original);
    await browser.close();
    await stop(stack);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const median = medianOf(timings);
  console.log(
    `pnpm dev shell, cold start until ready: ${seconds(coldStart)} s (load ${loadBefore} → ${loadAtReady})`,
  );
  console.log(
    `save → visible in the open page, ${EDITS} edits: median ${seconds(median)} s, best ${seconds(sorted[0]!)} s, worst ${seconds(sorted.at(-1)!)} s (goal ≤ 1 s; load ${loadAtEdits} → ${load()})`,
  );
  console.log(`each edit (s): ${timings.map(seconds).join(', ')}`);
  console.log(
    `of which the dev server (save → its 'ok': watch + rebuild): median ${seconds(medianOf(serverParts))} s; the page ('ok' → title: hot update, refresh): median ${seconds(medianOf(pageParts))} s`,
  );
  console.log(`server part of each (s): ${serverParts.map(seconds).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error('[bench:dev]', error instanceof Error ? error.message : error);
  process.exit(1);
});
