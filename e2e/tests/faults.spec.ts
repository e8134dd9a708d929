import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { MainArea } from '../pages/MainArea';
import { routeTo, urlOf } from '../support/routes';

// Remote faults (issue 20): a remote that is down, slow or serving a broken entry shows its area's fallback, the rest
// of the app keeps working, and the area comes back by itself, without a page reload, once the remote does. The
// remote's origin is switched off and on at the browser's network layer, as platform.spec does: the stack serves
// every origin from one process, so no single remote server can be stopped on its own.

const REPORTS = 'http://localhost:8084/**';
const FALLBACK = 'Esta área está indisponível no momento';
const EXPORTACOES_EMPTY = 'Ops, nada encontrado por aqui.';

/** Signed in (through the API: these tests are about the reports area), from the dashboard to the exported reports. */
async function signInAndOpenExportacoes(page: Page): Promise<void> {
  await MainArea.signIn(page, 'admin@demo.com.br');
  await page.goto(urlOf(routeTo.exportacoes()));
}

/** Marks the open document: the mark is gone if the page reloads. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { semRecarregar?: boolean }).semRecarregar = true;
  });
}

async function documentWasKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar === true);
}

/** The longest wait of the host's back-off and circuit breaker (RESILIENCE.retryMaxMs in @erp/federation). */
const LONGEST_RETRY_WAIT_MS = 30_000;
/** How long the host waits for a remote before it gives up on it (RESILIENCE.loadTimeoutMs). */
const LOAD_TIMEOUT_MS = 8_000;

/**
 * Jumps the page's clock past `ms` until `shown` is visible: the area's pending timer (a retry after the back-off,
 * or the load timeout) fires at once instead of after seconds of the test doing nothing. Only the page's own timers
 * are advanced (nothing reloads it or asks the remote on its behalf), so the area still has to come back by itself.
 * A jump before the timer is set only leaves it to run its normal course, hence the repeat.
 */
async function skipAheadUntil(page: Page, ms: number, shown: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(ms);
    // Time for the load the jump started to end: a second jump during it would fire that load's own timeout.
    await expect(shown).toBeVisible({ timeout: 6_000 });
  }).toPass({ timeout: 45_000 });
}

test.describe('remote faults', () => {
  test.beforeEach(async ({ page }) => {
    await MainArea.skipWhatsNew(page);
    // The page's timers and clock under the test's control; they run on by themselves as usual until a test skips
    // a wait it has no reason to sit through (skipAheadUntil).
    await page.clock.install();
  });

  test('a remote that stops shows its fallback, is not hammered, and comes back by itself when it returns', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    let down = true;
    const manifestRequests: number[] = [];
    await page.route(REPORTS, (route: Route) => {
      if (route.request().url().endsWith('/mf-manifest.json')) manifestRequests.push(Date.now());
      return down ? route.abort('connectionrefused') : route.continue();
    });
    await signInAndOpenExportacoes(page);

    await expect(page.getByText(FALLBACK)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Tentando novamente/ })).toBeVisible();
    await markDocument(page);
    // The shell around the area still works.
    await expect(new MainArea(page).userBadge).toContainText('Matriz');

    // About 1 s, 2 s, then the circuit opens for about 4 s, then 8 s: a handful of requests in 8 s, not one per render.
    const since = Date.now();
    await page.waitForTimeout(8_000);
    const during = manifestRequests.filter((t) => t >= since).length;
    expect(during).toBeGreaterThanOrEqual(1);
    expect(during).toBeLessThanOrEqual(5);
    await expect(page.getByText(FALLBACK)).toBeVisible();

    down = false;
    await skipAheadUntil(page, LONGEST_RETRY_WAIT_MS, page.getByText(EXPORTACOES_EMPTY));
    await expect(page.getByText(FALLBACK)).toBeHidden();
    expect(await documentWasKept(page)).toBe(true);
  });

  test('a slow remote (5 s) shows its loading state while the rest of the app is usable, then its area', async ({
    page,
  }) => {
    await page.route(REPORTS, async (route: Route) => {
      if (route.request().url().endsWith('/mf-manifest.json')) await new Promise((r) => setTimeout(r, 5_000));
      return route.continue();
    });
    await signInAndOpenExportacoes(page);
    await expect(page.getByText('Carregando...').first()).toBeVisible();
    const main = new MainArea(page);
    await expect(main.userBadge).toContainText('Matriz');
    await main.userBadge.click();
    await page.keyboard.press('Escape');
    await expect(page.getByText(EXPORTACOES_EMPTY)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(FALLBACK)).toBeHidden();
  });

  test('a remote that never answers is given up after the load timeout, the area never waits forever', async ({
    page,
  }) => {
    let hanging = true;
    await page.route(REPORTS, async (route: Route) => {
      if (hanging && route.request().url().endsWith('/mf-manifest.json')) return; // never answered
      return route.continue();
    });
    await signInAndOpenExportacoes(page);
    await expect(page.getByText('Carregando...').first()).toBeVisible();
    await skipAheadUntil(page, LOAD_TIMEOUT_MS, page.getByText(FALLBACK));
    await expect(new MainArea(page).userBadge).toContainText('Matriz');
    hanging = false;
    await skipAheadUntil(page, LONGEST_RETRY_WAIT_MS, page.getByText(EXPORTACOES_EMPTY));
  });

  for (const [fault, answer] of [
    [
      'an entry that throws',
      { status: 200, contentType: 'text/javascript', body: 'throw new Error("quebrado");' },
    ],
    ['an entry that is missing (404)', { status: 404, contentType: 'text/plain', body: 'Não encontrado' }],
  ] as const) {
    test(`a manifest pointing to ${fault}: fallback, then the area once the entry is fixed`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      let broken = true;
      await page.route(REPORTS, (route: Route) =>
        broken && route.request().url().endsWith('/remoteEntry.js')
          ? route.fulfill(answer)
          : route.continue(),
      );
      await signInAndOpenExportacoes(page);
      await expect(page.getByText(FALLBACK)).toBeVisible();
      await expect(new MainArea(page).userBadge).toContainText('Matriz');
      await markDocument(page);
      broken = false;
      await skipAheadUntil(page, LONGEST_RETRY_WAIT_MS, page.getByText(EXPORTACOES_EMPTY));
      expect(await documentWasKept(page)).toBe(true);
    });
  }
});
