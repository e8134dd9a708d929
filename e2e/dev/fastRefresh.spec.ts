import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { MainArea } from '../pages/MainArea';
import { ReportsPages } from '../pages/ReportsPages';
import { hashOf } from '@erp/domain';
import { MOUNTS, atRoute, routeTo, type HashPath } from '../support/routes';
import { SourceEdit } from '../support/sourceEdit';

// `pnpm dev shell reports` (playwright.dev.config.ts): a saved edit to a component of an area served by its dev
// server shows in the open page, without a navigation, keeping what was typed (React Fast Refresh inside the product).

let edit: SourceEdit | undefined;
// A failed test still puts its file back.
test.afterEach(() => {
  edit?.restore();
  edit = undefined;
});

async function signInAndOpen(page: Page, path: HashPath): Promise<void> {
  await MainArea.skipWhatsNew(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('admin@demo.com.br');
  await expect(page).toHaveURL(atRoute(routeTo.dashboard()));
  await page.evaluate((hash) => (window.location.hash = hash), hashOf(path));
}

/** A mark on the page's window: a reload or a navigation to another document would lose it. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { devMark: string }).devMark = 'same page'));
}

async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { devMark?: string }).devMark)).toBe('same page');
}

test('an edit to a shell component shows in the open page, keeping the typed value', async ({ page }) => {
  await signInAndOpen(page, `${MOUNTS.pages}/configuracoes/usuarios/editarminhaconta`);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  const name = page.getByLabel('Nome', { exact: true });
  await name.fill('Nome digitado antes da edição');
  await markPage(page);

  edit = new SourceEdit('remote-shell/src/features/minhaConta/MinhaContaPage.tsx');
  edit.replace('{MINHA_CONTA_TEXTS.title}', "{'Minha conta (editada)'}");

  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta (editada)' })).toBeVisible();
  await expect(name).toHaveValue('Nome digitado antes da edição');
  await expectSamePage(page);

  // Put back, and seen back: the dev server is idle again for the next test.
  edit.restore();
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta', exact: true })).toBeVisible();
});

test('an edit to a reports component shows in the open page, keeping the chosen period', async ({ page }) => {
  await signInAndOpen(page, `${MOUNTS.pages}/relatorios/vendas`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // The dates are calendars (no typing): the period picked on them is the form's state to keep.
  await new ReportsPages(page).pickPeriod(1);
  const start = page.getByRole('button', { name: /^Data inicial/ });
  const chosen = await start.innerText();
  await markPage(page);

  edit = new SourceEdit('remote-reports/src/features/relatorios/ReportPage.tsx');
  edit.replace('{kind.title}', "{'Relatório (editado)'}");

  await expect(heading).toHaveText('Relatório (editado)');
  await expect(start).toHaveText(chosen);
  await expectSamePage(page);

  edit.restore();
  await expect(heading).not.toHaveText('Relatório (editado)');
});
