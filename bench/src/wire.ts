// What a new user's browser downloads for the login route, on the wire (compressed bytes as sent), and how long the
// form takes to be usable, on an already built host (WIRE_HOST_DIR) and remotes (BUILDS_DIR/<container>, deployed as
// v1 through the bench API into DEPLOY_DIR), served on the bench's own ports so that it runs beside a dev stack.
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CONTAINERS, containerPort } from '@erp/deployment';
import { randomBytes } from 'node:crypto';
import { registerRelease, startApi, startStaticServer, uploadRelease, waitForApi } from '@erp/stack';
import { median } from './stats';

// The front ends' ports moved up by WIRE_PORT_OFFSET (1000: host 9080, remotes 9081-9086) and the API at 8000 +
// offset (9000), so that two engineers can each measure their own builds at once (built with that API_PORT).
const OFFSET = Number(process.env.WIRE_PORT_OFFSET ?? 1000);
const BENCH_PORTS: Record<string, string> = {
  API_PORT: String(8000 + OFFSET),
  HOST_PORT: String(8080 + OFFSET),
  ...Object.fromEntries(CONTAINERS.map((c) => [c.portEnv, String(c.defaultPort + OFFSET)])),
};
const env = {
  ...process.env,
  ...BENCH_PORTS,
  DATA_DIR: process.env.DATA_DIR ?? '/tmp/perf-data',
  DEPLOY_DIR: process.env.DEPLOY_DIR ?? '/tmp/perf-deploys',
  NODE_ENV: 'development',
  STACK_DEPLOY_TOKEN: randomBytes(32).toString('base64url'),
};
const buildsDir = process.env.BUILDS_DIR ?? '/tmp/perf-builds';

/** Deploys every container built under BUILDS_DIR as v1 (active), through the bench API's deploy API. */
async function deployBuilds(): Promise<void> {
  const target = { api: `http://localhost:${BENCH_PORTS.API_PORT}`, token: env.STACK_DEPLOY_TOKEN };
  fs.rmSync(env.DEPLOY_DIR, { recursive: true, force: true });
  for (const c of CONTAINERS) {
    const dir = path.join(buildsDir, c.name);
    if (!fs.existsSync(path.join(dir, 'mf-manifest.json'))) continue;
    await uploadRelease(target, c.name, 'v1', dir);
    await registerRelease(target, c.name, 'v1', { ativar: true, forcar: true });
  }
}
const hostDir = process.env.WIRE_HOST_DIR ?? '/tmp/perf/host';
const runs = Number(process.env.RUNS ?? 5);

interface Load {
  bytes: Record<string, number>;
  requests: number;
  /** The longest chain of requests in series before the form was usable (each waited for the one that named it). */
  chain: number;
  ms: number;
}

async function loadRoute(page: Page, url: string, isReady: (page: Page) => Promise<unknown>): Promise<Load> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  // NO_COMPRESSION=1 measures what the same files cost when sent as they are (the static server before compression).
  if (process.env.NO_COMPRESSION)
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  const bytes: Record<string, number> = {};
  const types = new Map<string, string>();
  let requests = 0;
  // A request waited for the one that finished last before it was sent (what the page was waiting for): its depth
  // is one more. The deepest request sent before the form was usable is the chain in series.
  const depthById = new Map<string, number>();
  let lastFinished = { at: -1, depth: 0 };
  let chainAtReady = 0;
  let ready = false;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (depthById.has(e.requestId)) return; // a redirect keeps its request's place
    const depth = lastFinished.depth + 1;
    depthById.set(e.requestId, depth);
    if (!ready) chainAtReady = Math.max(chainAtReady, depth);
  });
  const urls = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    urls.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    requests += 1;
    if (e.timestamp > lastFinished.at)
      lastFinished = { at: e.timestamp, depth: depthById.get(e.requestId) ?? 1 };
    const type = types.get(e.requestId) ?? 'Other';
    bytes[type] = (bytes[type] ?? 0) + e.encodedDataLength;
    if (process.env.VERBOSE)
      console.log(
        `${String(depthById.get(e.requestId)).padStart(3)} ${String(e.encodedDataLength).padStart(8)} ${urls.get(e.requestId)}`,
      );
  });
  const started = Date.now();
  await page.goto(url);
  await isReady(page);
  const ms = Date.now() - started;
  ready = true;
  await page.waitForLoadState('networkidle');
  return { bytes, requests, chain: chainAtReady, ms };
}

const loginReady = (page: Page) => page.getByRole('button', { name: 'Entrar' }).waitFor();
const dashboardReady = (page: Page) => page.getByRole('heading', { name: 'Dashboard' }).waitFor();

async function main(): Promise<void> {
  const api = startApi(env);
  const servers: http.Server[] = [];
  try {
    await waitForApi(120_000, env);
    await deployBuilds();
    const origins = ['localhost', '127.0.0.1'].flatMap((h) =>
      Object.values(BENCH_PORTS).map((p) => `http://${h}:${p}`),
    );
    servers.push(
      await startStaticServer({
        root: hostDir,
        host: '127.0.0.1',
        port: Number(BENCH_PORTS.HOST_PORT),
        allowedOrigins: origins,
        index: 'index.html',
      }),
    );
    for (const c of CONTAINERS) {
      const root = path.join(env.DEPLOY_DIR, c.name);
      fs.mkdirSync(root, { recursive: true });
      servers.push(
        await startStaticServer({
          root,
          host: '127.0.0.1',
          port: containerPort(c, env),
          allowedOrigins: origins,
        }),
      );
    }
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const host = `http://localhost:${BENCH_PORTS.HOST_PORT}`;
    let route = { name: 'login route', url: `${host}/#/auth/login`, ready: loginReady };
    if (process.env.SCENARIO === 'dashboard') {
      // Signed in through ?token= (as bench:bundle does), so the remote-shell's dashboard is the first thing drawn.
      const res = await fetch(`http://localhost:${BENCH_PORTS.API_PORT}/api/Usuarios/login?include=user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.com.br', password: 'demo123' }),
      });
      const { id: token } = (await res.json()) as { id: string };
      route = { name: 'dashboard', url: `${host}/?token=${token}#/pages/dashboard`, ready: dashboardReady };
    }
    const loads: Load[] = [];
    const warm: Load[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      loads.push(await loadRoute(await context.newPage(), route.url, route.ready));
      // The same browser again: hashed files come from its cache, entry points revalidate (304).
      warm.push(await loadRoute(await context.newPage(), route.url, route.ready));
      await context.close();
    }
    if (process.env.SCREENSHOT) {
      const page = await (await browser.newContext()).newPage();
      await page.goto(route.url);
      await route.ready(page);
      await page.screenshot({ path: process.env.SCREENSHOT });
    }
    await browser.close();
    const last = loads[loads.length - 1]!;
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`${route.name}, cold, on the wire:`);
    for (const [type, n] of Object.entries(last.bytes).sort()) console.log(`  ${type.padEnd(12)} ${kb(n)}`);
    const total = Object.values(last.bytes).reduce((a, b) => a + b, 0);
    console.log(`  total        ${kb(total)} in ${last.requests} requests, chain of ${last.chain} in series`);
    console.log(`  ready        median ${median(loads.map((l) => l.ms))} ms over ${runs} runs (CPU x4)`);
    const lastWarm = warm[warm.length - 1]!;
    const warmTotal = Object.values(lastWarm.bytes).reduce((a, b) => a + b, 0);
    console.log(
      `${route.name}, warm cache: ${kb(warmTotal)} for ${lastWarm.requests} loads (the browser cache included), ready median ${median(warm.map((l) => l.ms))} ms`,
    );
  } finally {
    for (const s of servers) s.close();
    api.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
