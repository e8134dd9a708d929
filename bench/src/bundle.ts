// Builds and starts the whole stack from nothing, then loads `#/auth/login` and `#/pages/dashboard` in a fresh
// headless Chromium and prints, per remote and in total, the JavaScript it downloaded (gzip bytes) and the requests
// it made. The baseline printed beside it is React + ReactDOM alone, gzipped in the same run: the floor any React
// page pays. Last, `#/cadastrar` of both brands: the sign-up remote's own JS against its budget (signupShare.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { chromium, type Page, type Response } from '@playwright/test';
import { CONTAINERS, containerPort } from '@erp/deployment';
import { REPO_ROOT, waitForApi } from '@erp/stack';
import { printSignupShare } from './signupShare';

const DATA_DIR = path.join(REPO_ROOT, '.data-bench');
const env = { ...process.env, DATA_DIR, NODE_ENV: 'development' };

interface Row {
  origin: string;
  requests: number;
  jsRequests: number;
  jsGzipBytes: number;
}

function originName(url: string): string {
  const { port, hostname } = new URL(url);
  if (port === '3000') return 'api';
  if (port === '8080') return 'host';
  const container = CONTAINERS.find((c) => String(containerPort(c)) === port);
  return container ? container.name : hostname;
}

async function measure(page: Page, url: string, ready: () => Promise<unknown>): Promise<Row[]> {
  const rows = new Map<string, Row>();
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const name = originName(response.url());
    const row = rows.get(name) ?? { origin: name, requests: 0, jsRequests: 0, jsGzipBytes: 0 };
    rows.set(name, row);
    row.requests += 1;
    if (response.request().resourceType() === 'script') {
      row.jsRequests += 1;
      pending.push(
        response
          .body()
          .then((body) => void (row.jsGzipBytes += zlib.gzipSync(body, { level: 9 }).length))
          .catch(() => undefined),
      );
    }
  });
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return [...rows.values()].sort((a, b) => a.origin.localeCompare(b.origin));
}

function print(title: string, rows: Row[]): void {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\n${title}`);
  console.log('origin'.padEnd(14), 'requests'.padStart(9), 'js files'.padStart(9), 'js gzip'.padStart(11));
  for (const r of rows)
    console.log(
      r.origin.padEnd(14),
      String(r.requests).padStart(9),
      String(r.jsRequests).padStart(9),
      kb(r.jsGzipBytes).padStart(11),
    );
  const total = rows.reduce(
    (t, r) => ({
      ...t,
      requests: t.requests + r.requests,
      jsRequests: t.jsRequests + r.jsRequests,
      jsGzipBytes: t.jsGzipBytes + r.jsGzipBytes,
    }),
    { origin: 'total', requests: 0, jsRequests: 0, jsGzipBytes: 0 },
  );
  console.log(
    'total'.padEnd(14),
    String(total.requests).padStart(9),
    String(total.jsRequests).padStart(9),
    kb(total.jsGzipBytes).padStart(11),
  );
}

function reactBaselineGzip(): number {
  const require = createRequire(path.join(REPO_ROOT, 'host/package.json'));
  // The packages' exports hide their cjs/ folders, so go through their package.json.
  const dirOf = (pkg: string) => path.dirname(require.resolve(`${pkg}/package.json`));
  const files = [
    path.join(dirOf('react'), 'cjs/react.production.js'),
    path.join(dirOf('react-dom'), 'cjs/react-dom-client.production.js'),
  ];
  return files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length, 0);
}

async function main(): Promise<void> {
  // The stack's own `erp start` (@erp/stack's bin), as `pnpm start` runs it.
  const erp = path.join(import.meta.dirname, '../node_modules/.bin/erp');
  const stack = spawn(erp, ['start', '--fresh', '--wait-for-all'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForApi(20 * 60_000, env);
    // The front ends are served once every build is done (--wait-for-all), after the API answers.
    while (
      !(await fetch('http://localhost:8080/').then(
        (r) => r.ok,
        () => false,
      ))
    )
      await new Promise((resolve) => setTimeout(resolve, 1000));
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const loginPage = await (await browser.newContext()).newPage();
    print(
      'First load of #/auth/login',
      await measure(loginPage, 'http://localhost:8080/#/auth/login', () =>
        loginPage.getByRole('button', { name: 'Entrar' }).waitFor(),
      ),
    );

    const res = await fetch('http://localhost:3000/api/Usuarios/login?include=user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com.br', password: 'demo123' }),
    });
    const { id: token } = (await res.json()) as { id: string };
    const dashPage = await (await browser.newContext()).newPage();
    print(
      'First load of #/pages/dashboard (signed in through ?token=)',
      await measure(dashPage, `http://localhost:8080/?token=${token}#/pages/dashboard`, () =>
        dashPage.getByRole('heading', { name: 'Dashboard' }).waitFor(),
      ),
    );
    console.log(
      `\nBaseline: React + ReactDOM alone, production, gzip -9: ${(reactBaselineGzip() / 1024).toFixed(1)} KB`,
    );
    if (!(await printSignupShare(browser))) process.exitCode = 1;
    await browser.close();
  } finally {
    stack.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
