// `pnpm dev shell` as a developer meets it (issue 33): the cold start until the product answers with the shell from
// its dev server, then the time from saving an edit to a shell component to seeing it in the open page, for 10 edits
// (median and worst). The file is put back at the end. Uses the stack's data folder as it is (DATA_DIR): what has
// never been built is built first, and that time is part of the cold start.
//   pnpm --filter bench bench:dev        (DEV_BENCH_PORT_OFFSET moves every port: default 1800, API 4800, host 9880)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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
const FILE = path.join(REPO_ROOT, 'remote-shell/src/features/minhaConta/MinhaContaPage.tsx');
const TITLE = '{MINHA_CONTA_TEXTS.title}';

const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function main(): Promise<void> {
  const started = Date.now();
  const stack = spawn('pnpm', ['dev', 'shell'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...PORTS },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const coldStart = await new Promise<number>((resolve, reject) => {
    stack.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('[dev] ready')) resolve(Date.now() - started);
    });
    stack.once('exit', (code) => reject(new Error(`pnpm dev saiu (${code})`)));
  });
  const original = fs.readFileSync(FILE, 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const timings: number[] = [];
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('erp:novidades:boletos', '1'));
    await page.goto(`${HOST}/#/auth/login`);
    await page.getByLabel('E-mail').fill('admin@demo.com.br', { timeout: 120_000 });
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/dashboard/, { timeout: 120_000 });
    await page.evaluate(() => (window.location.hash = '#/pages/configuracoes/usuarios/editarminhaconta'));
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor({ timeout: 120_000 });
    for (let edit = 1; edit <= EDITS; edit += 1) {
      const text = `Minha conta (edição ${edit})`;
      const saved = Date.now();
      fs.writeFileSync(FILE, original.replace(TITLE, `{'${text}'}`));
      await page.getByRole('heading', { level: 1, name: text }).waitFor({ timeout: 120_000 });
      timings.push(Date.now() - saved);
      // Let the type check of this rebuild finish before the next save, as between two edits of a person.
      await page.waitForTimeout(1000);
    }
  } finally {
    fs.writeFileSync(FILE, original);
    await browser.close();
    if (stack.pid) process.kill(-stack.pid, 'SIGINT');
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const median = (sorted[4]! + sorted[5]!) / 2;
  console.log(`pnpm dev shell, cold start until ready: ${seconds(coldStart)} s`);
  console.log(
    `save → visible in the open page, ${EDITS} edits: median ${seconds(median)} s, best ${seconds(sorted[0]!)} s, worst ${seconds(sorted.at(-1)!)} s (goal ≤ 1 s)`,
  );
}

main().catch((error: unknown) => {
  console.error('[bench:dev]', error instanceof Error ? error.message : error);
  process.exit(1);
});
