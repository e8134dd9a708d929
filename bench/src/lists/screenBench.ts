import { chromium, type ElementHandle, type Page } from '@playwright/test';
import { BENCHED_LISTS, type BenchedList } from './interactions';

/** Milliseconds from a user's action to its rows on screen, per interaction, over every run. */
export type ScreenTimes = Record<string, number[]>;

// Rows are "on screen" when the grid shows other rows or another total than before the action (its rows' details
// buttons, named after each row, and the pagination's "… de 44.869") and is no longer busy (`aria-busy`: the page and
// its count both arrived), at the next animation frame: what the browser paints next. The total matters: the
// movements sorted by quantity and then filtered by Depósito Matriz show the same 20 rows (the 20 largest movements
// are all there), only the total changes. Not the range ("21-40"): it changes with the click, before the rows come.
const INSTALL_PROBE = `
window.__rowsSignature = () =>
  [...document.querySelectorAll('table tbody button[aria-label^="Ver detalhes de"]')]
    .map((button) => button.getAttribute('aria-label'))
    .concat([...document.querySelectorAll('.mrt-table-pagination')].map((e) => /de ([0-9.]+)/.exec(e.textContent)?.[1]))
    .join('|');
window.__rowsAfter = (before, started) => new Promise((resolve, reject) => {
  // An action whose rows never change (a click that missed) fails the run instead of waiting for ever.
  const timer = setTimeout(() => {
    observer.disconnect();
    reject(new Error('as linhas da lista não mudaram em 15 s (antes: ' + before.slice(0, 120) + ')'));
  }, 15000);
  const shown = () => {
    const now = window.__rowsSignature();
    const busy = document.querySelector('[data-testid="lista"][aria-busy="true"]');
    return !busy && document.querySelector('table tbody button[aria-label^="Ver detalhes de"]') && now !== before;
  };
  const done = () => {
    clearTimeout(timer);
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - started));
  };
  const observer = new MutationObserver(() => {
    if (shown()) done();
  });
  if (shown()) return done();
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
});
`;

/** Clicks `target` inside the page and answers the time until the grid shows other rows. */
async function timeClick(page: Page, target: ElementHandle): Promise<number> {
  return page.evaluate((element) => {
    const probe = window as unknown as {
      __rowsSignature(): string;
      __rowsAfter(before: string, started: number): Promise<number>;
    };
    const before = probe.__rowsSignature();
    const started = performance.now();
    (element as HTMLElement).click();
    return probe.__rowsAfter(before, started);
  }, target);
}

/** How long the pointer rests on a menu entry before the click: a brisk hand. */
const POINTING_MS = 100;

/**
 * Opens the list's page from the dashboard and times its first rows: by its address (an in-app navigation, as a link
 * elsewhere or a favourite), or as a user does from the sidebar (the pointer on its entry, then the click).
 */
async function timeFirstPage(page: Page, list: BenchedList, from: 'address' | 'menu'): Promise<number> {
  await page.evaluate(() => (location.hash = '#/pages/dashboard'));
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  if (from === 'address')
    return page.evaluate((path) => {
      const probe = window as unknown as { __rowsAfter(before: string, started: number): Promise<number> };
      const started = performance.now();
      location.hash = `#${path}`;
      return probe.__rowsAfter('', started);
    }, list.page);
  const entry = page.getByRole('link', { name: list.menuEntry, exact: true });
  if (!(await entry.isVisible()))
    await page.getByRole('button', { name: list.menuGroup, exact: true }).click();
  await entry.hover();
  await page.waitForTimeout(POINTING_MS);
  return page.evaluate(
    (element) => {
      const probe = window as unknown as { __rowsAfter(before: string, started: number): Promise<number> };
      const started = performance.now();
      (element as HTMLElement).click();
      return probe.__rowsAfter('', started);
    },
    await handle(page, entry),
  );
}

async function handle(page: Page, locator: ReturnType<Page['locator']>): Promise<ElementHandle> {
  await locator.waitFor();
  return (await locator.elementHandle())!;
}

async function timeList(page: Page, list: BenchedList, runs: number): Promise<ScreenTimes> {
  const times: ScreenTimes = {
    'primeira página (endereço)': [],
    'primeira página (menu)': [],
    ordenar: [],
    filtrar: [],
    'próxima página': [],
  };
  // One visit before timing: the list's code and the select's choices loaded once, as after a first use.
  await timeFirstPage(page, list, 'address');
  for (let run = 0; run < runs; run += 1) {
    times['primeira página (endereço)']!.push(await timeFirstPage(page, list, 'address'));
    times['primeira página (menu)']!.push(await timeFirstPage(page, list, 'menu'));
    const header = page.getByRole('columnheader', { name: list.sortHeader, exact: false }).first();
    times.ordenar!.push(
      await timeClick(
        page,
        await handle(page, header.locator('.mrt-table-head-sort-button, button').first()),
      ),
    );
    await page.getByRole('textbox', { name: list.filterLabel }).click();
    // Alternating two choices: choosing the selected one again would clear it.
    const option = page.getByRole('option').nth(run % 2);
    times.filtrar!.push(await timeClick(page, await handle(page, option)));
    await page.keyboard.press('Escape');
    times['próxima página']!.push(
      await timeClick(page, await handle(page, page.getByRole('button', { name: 'Próxima página' }))),
    );
  }
  return times;
}

/**
 * Headless Chromium against a stack already running on the CONTRACT ports, signed in as admin@demo.com.br, the CPU
 * slowed down `cpuSlowdown` times through CDP (`Emulation.setCPUThrottlingRate`), 1280 × 800.
 */
export async function measureListScreens(
  origin: string,
  cpuSlowdown: number,
  runs: number,
): Promise<Record<string, ScreenTimes>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 1280, height: 800 },
    });
    await context.addInitScript(INSTALL_PROBE);
    // The what's-new notice opens once per browser on the first dashboard; the bench is about the lists.
    await context.addInitScript(() => localStorage.setItem('erp:novidades:boletos', '1'));
    const page = await context.newPage();
    await page.goto(`${origin}/#/auth/login`);
    await page.getByLabel('E-mail').fill('admin@demo.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const results: Record<string, ScreenTimes> = {};
    for (const list of BENCHED_LISTS) results[list.resource] = await timeList(page, list, runs);
    return results;
  } finally {
    await browser.close();
  }
}
