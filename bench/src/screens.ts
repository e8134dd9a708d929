// Screenshots of both brands' login and dashboard (docs/screens/), and the login route's script and style bytes on
// the wire, from a stack already running on the CONTRACT ports (`pnpm start`, or the e2e stack). SCREENS_LABEL names
// the files (before / after a change); SCREENS_DIR is where they go.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const label = process.env.SCREENS_LABEL ?? 'now';
const outDir = path.resolve(process.env.SCREENS_DIR ?? path.join(import.meta.dirname, '../../docs/screens'));
// HOST_PORT: a stack started on other ports (its brands seeded for that port) beside the one on the CONTRACT's.
const hostPort = process.env.HOST_PORT ?? '8080';
const BRANDS = [
  { name: 'demo', origin: `http://localhost:${hostPort}`, email: 'admin@demo.com.br' },
  { name: 'acme', origin: `http://127.0.0.1:${hostPort}`, email: 'admin@acme.com.br' },
];

/** Compressed bytes of the scripts and stylesheets the page loads until `ready` resolves and the network is idle. */
async function routeBytes(page: Page, ready: () => Promise<unknown>): Promise<{ js: number; css: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const bytes = { js: 0, css: 0 };
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId);
    if (type === 'Script') bytes.js += e.encodedDataLength;
    if (type === 'Stylesheet') bytes.css += e.encodedDataLength;
  });
  await ready();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return bytes;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
fs.mkdirSync(outDir, { recursive: true });
try {
  for (const brand of BRANDS) {
    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const login = await routeBytes(page, async () => {
      await page.goto(`${brand.origin}/#/auth/login`);
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
    });
    console.log(
      `${brand.name} login route: JS ${kb(login.js)}, CSS ${kb(login.css)} (compressed, on the wire)`,
    );
    await page.screenshot({ path: path.join(outDir, `${label}-${brand.name}-login.png`) });
    await page.getByLabel('E-mail').fill(brand.email);
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The figures come after the heading (Dashboard/resumo): the screenshot is of the page with them.
    await page.getByText('Carregando o dashboard…').waitFor({ state: 'hidden', timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    // The what's-new notice opens once per browser on the first dashboard; the screenshot is of the page itself.
    const notice = page.getByRole('dialog', { name: 'Temos novidades para voce' });
    if (await notice.isVisible()) await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(outDir, `${label}-${brand.name}-dashboard.png`) });
    await context.close();
  }
} finally {
  await browser.close();
}
