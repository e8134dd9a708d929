// One run of every scenario against one build (federated or monolith), in a new browser context (empty cache):
// the login route cold, the same route warm, login → dashboard, and warm route changes between remotes.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  startToHeading,
  usableAt,
  watchButtonFromStart,
  watchClickToHeading,
  watchHashToHeading,
} from './firstSeen';
import { jsHeapUsed, measureLoad, throttled, type Load } from './pageLoad';

export interface RunFigures {
  coldLogin: Load;
  warmLogin: Load;
  /** From the click on Entrar to the dashboard's heading, with the shell not yet in the cache. */
  loginToDashboard: Load;
  /** The JS heap on the dashboard after a full GC, bytes. */
  heap: number;
  /**
   * dashboard → reports and reports → admin in a new page with a warm cache, the user clicking once the dashboard
   * has settled (no request for 500 ms): ms until each page's heading is drawn.
   */
  routeChanges: number[];
  /** dashboard → reports clicked the moment the dashboard's heading is drawn (its data and idle work still running). */
  hastyChange: number;
  /** The hasty dashboard → reports until the grid shows the server's answer (its empty state), ms. */
  reportsRowsShown: number;
}

const ROUTES = {
  login: '#/auth/login',
  dashboard: '#/pages/dashboard',
  reports: '#/pages/relatorios/exportacoes',
  admin: '#/administrador/configuracoes/dashboard',
};

// A route counts as changed when its page is drawn (its heading), as the login form and the dashboard do; the reports
// grid's rows, which wait for the server, are timed apart.
const HEADINGS = {
  dashboard: 'Dashboard',
  reports: 'Relatórios exportados',
  admin: 'Painel administrativo',
};
const loginReady = (page: Page) => page.getByRole('button', { name: 'Entrar' }).waitFor();
const dashboardReady = (page: Page) => page.getByRole('heading', { name: HEADINGS.dashboard }).waitFor();
const reportsRowsReady = (page: Page) => page.getByText('Ops, nada encontrado por aqui.').waitFor();

/** Changes the hash inside the page: ms to the frame the target page's heading is drawn in (in the page's clock). */
async function changeRoute(page: Page, hash: string, heading: string): Promise<number> {
  await watchHashToHeading(page, hash, heading);
  return startToHeading(page);
}

/** Waits until the page has sent no request for 500 ms (at most 15 s): what a user sees as a page done loading. */
async function settled(page: Page): Promise<void> {
  const deadline = Date.now() + 15_000;
  let seen = -1;
  while (Date.now() < deadline) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === seen) return;
    seen = now;
    await page.waitForTimeout(500);
  }
}

/** A new page of the context, signed in with `token`, on the dashboard (CPU x4). */
async function dashboardPage(context: BrowserContext, base: string, token: string): Promise<Page> {
  const page = await context.newPage();
  await throttled(page);
  // The host asks before a ?token= replaces another signed-in session (window.confirm): yes, this one.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${base}/?token=${token}${ROUTES.dashboard}`);
  await dashboardReady(page);
  return page;
}

/** A new page of the context on the login screen (CPU x4), with the load of that screen. */
async function loginPage(context: BrowserContext, base: string) {
  const page = await context.newPage();
  const cdp = await throttled(page);
  await watchButtonFromStart(page, 'Entrar');
  const load = await measureLoad(
    page,
    cdp,
    () => page.goto(`${base}/${ROUTES.login}`),
    () => loginReady(page),
    () => usableAt(page),
  );
  return { page, cdp, load };
}

/**
 * In new pages of `context` (signed in with `token`): dashboard → reports → admin once the dashboard has settled,
 * and dashboard → reports the moment its heading is drawn, with the grid's rows.
 */
async function routeChanges(
  context: BrowserContext,
  base: string,
  token: string,
): Promise<Pick<RunFigures, 'routeChanges' | 'hastyChange' | 'reportsRowsShown'>> {
  const calm = await dashboardPage(context, base, token);
  await settled(calm);
  const toReports = await changeRoute(calm, ROUTES.reports, HEADINGS.reports);
  await reportsRowsReady(calm);
  await settled(calm);
  const toAdmin = await changeRoute(calm, ROUTES.admin, HEADINGS.admin);
  await calm.close();

  const hasty = await dashboardPage(context, base, token);
  const started = performance.now();
  const hastyChange = await changeRoute(hasty, ROUTES.reports, HEADINGS.reports);
  await reportsRowsReady(hasty);
  const reportsRowsShown = performance.now() - started;
  await hasty.close();
  return { routeChanges: [toReports, toAdmin], hastyChange, reportsRowsShown };
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
    const { page, cdp, load: coldLogin } = await loginPage(context, base);
    const again = await loginPage(context, base);
    const warmLogin = again.load;
    await again.page.close();

    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Senha', { exact: true }).fill(user.password);
    await watchClickToHeading(page, HEADINGS.dashboard);
    const loginToDashboard = await measureLoad(
      page,
      cdp,
      () => page.getByRole('button', { name: 'Entrar' }).click(),
      () => dashboardReady(page),
      () => startToHeading(page),
    );
    const heap = await jsHeapUsed(cdp);
    await page.close();

    // The first pass fills the HTTP cache with the reports and admin code; the second, in new pages, is measured.
    await routeChanges(context, base, adminToken);
    return {
      coldLogin,
      warmLogin,
      loginToDashboard,
      heap,
      ...(await routeChanges(context, base, adminToken)),
    };
  } finally {
    await context.close();
  }
}
