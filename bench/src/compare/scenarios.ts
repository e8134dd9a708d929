// One run of every scenario against one build (federated or monolith), in a new browser context (empty cache):
// the login route cold, the same route warm, login → dashboard, and warm route changes between remotes.
import type { Browser, Page } from '@playwright/test';
import { jsHeapUsed, measureLoad, throttled, type Load } from './pageLoad';

export interface RunFigures {
  coldLogin: Load;
  warmLogin: Load;
  /** From the click on Entrar to the dashboard's heading, with the shell not yet in the cache. */
  loginToDashboard: Load;
  /** The JS heap on the dashboard after a full GC, bytes. */
  heap: number;
  /** dashboard → reports and reports → admin in a new page with a warm cache, ms until each page's heading is drawn. */
  routeChanges: number[];
  /** dashboard → reports until the grid shows the server's answer (its empty state), ms. */
  reportsRowsShown: number;
}

const ROUTES = {
  login: '#/auth/login',
  dashboard: '#/pages/dashboard',
  reports: '#/pages/relatorios/exportacoes',
  admin: '#/administrador/configuracoes/dashboard',
};

const loginReady = (page: Page) => page.getByRole('button', { name: 'Entrar' }).waitFor();
const dashboardReady = (page: Page) => page.getByRole('heading', { name: 'Dashboard' }).waitFor();
// A route counts as changed when its page is drawn (its heading), as the login form and the dashboard do; the reports
// grid's rows, which wait for the server, are timed apart.
const reportsReady = (page: Page) => page.getByRole('heading', { name: 'Relatórios exportados' }).waitFor();
const reportsRowsReady = (page: Page) => page.getByText('Ops, nada encontrado por aqui.').waitFor();
const adminReady = (page: Page) => page.getByRole('heading', { name: 'Painel administrativo' }).waitFor();

async function changeRoute(
  page: Page,
  hash: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<number> {
  const started = performance.now();
  await page.evaluate((h) => void (window.location.hash = h), hash);
  await ready(page);
  return performance.now() - started;
}

/**
 * dashboard → reports → admin in a new page of `page`'s context, signed in with `token`: ms of each change to its
 * heading, and to the reports grid's rows.
 */
async function routeChanges(
  page: Page,
  base: string,
  token: string,
): Promise<{ drawn: number[]; rowsShown: number }> {
  await throttled(page);
  // The host asks before a ?token= replaces another signed-in session (window.confirm): yes, this one.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${base}/?token=${token}${ROUTES.dashboard}`);
  await dashboardReady(page);
  const started = performance.now();
  const toReports = await changeRoute(page, ROUTES.reports, reportsReady);
  await reportsRowsReady(page);
  const rowsShown = performance.now() - started;
  const toAdmin = await changeRoute(page, ROUTES.admin, adminReady);
  await page.close();
  return { drawn: [toReports, toAdmin], rowsShown };
}

/**
 * `user` signs in through the form (a shop's administrator: lands on the dashboard); `adminToken` is a session of a
 * user who sees the dashboard, the reports and the administration area (master).
 */
export async function runScenarios(
  browser: Browser,
  base: string,
  user: { email: string; password: string },
  adminToken: string,
): Promise<RunFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await throttled(page);
    const coldLogin = await measureLoad(
      page,
      cdp,
      () => page.goto(`${base}/${ROUTES.login}`),
      () => loginReady(page),
    );

    const again = await context.newPage();
    const againCdp = await throttled(again);
    const warmLogin = await measureLoad(
      again,
      againCdp,
      () => again.goto(`${base}/${ROUTES.login}`),
      () => loginReady(again),
    );
    await again.close();

    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Senha', { exact: true }).fill(user.password);
    const loginToDashboard = await measureLoad(
      page,
      cdp,
      () => page.getByRole('button', { name: 'Entrar' }).click(),
      () => dashboardReady(page),
    );
    const heap = await jsHeapUsed(cdp);
    await page.close();

    // The first pass fills the HTTP cache with the reports and admin code; the second, in a new page, is measured.
    await routeChanges(await context.newPage(), base, adminToken);
    const changes = await routeChanges(await context.newPage(), base, adminToken);
    return {
      coldLogin,
      warmLogin,
      loginToDashboard,
      heap,
      routeChanges: changes.drawn,
      reportsRowsShown: changes.rowsShown,
    };
  } finally {
    await context.close();
  }
}
