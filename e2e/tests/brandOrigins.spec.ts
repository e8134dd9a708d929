import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ApiListEntry } from '@erp/domain';
import { MainArea } from '../pages/MainArea';
import { RecoveryPages } from '../pages/RecoveryPages';
import { apiCall, apiToken } from '../support/api';
import { waitForResetLink } from '../support/outbox';
import { MOUNTS, urlOf, type HashPath } from '../support/routes';

// Issue 31: a brand's master could list https://evil.example as the brand's first origin and receive the reset link
// of the product owner's staff. Origins are now the product owner's; e-mail links use the canonical one staff set.

const DEMO = 'http://localhost:8080';
const NEW_CANONICAL = 'https://erp.demo.example';
const whiteLabel = `${MOUNTS.administrador}/configuracoes/whitelabel` as HashPath;

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  // Through the API: the test is about the white-label screen and the reset link (auth.spec signs in on the form).
  await MainArea.signIn(page, email);
  return page;
}

async function apiList(): Promise<ApiListEntry[]> {
  return (await (await fetch('http://localhost:3000/api-list.json')).json()) as ApiListEntry[];
}

// @alone: brand 1's canonical origin builds every reset link, auth.spec's included.
test.describe('brand origins (issue 31)', { tag: '@alone' }, () => {
  test.afterAll(async () => {
    // Back to the CONTRACT: brand 1 answers on localhost:8080 only, which builds its links.
    const suporte = await apiToken('suporte@demo.com.br');
    await apiCall(suporte, 'PUT', 'ConfigWhiteLabels/1', { origins: [DEMO], canonicalOrigin: DEMO });
  });

  test("a master sees the brand's origins read-only and cannot set them; staff can, and the reset link follows the canonical origin", async ({
    browser,
  }) => {
    const master = await signedIn(browser, 'master@demo.com.br');
    await master.goto(urlOf(whiteLabel));
    const panel = master.getByRole('group', { name: 'Endereços da marca' });
    await expect(panel.getByRole('list', { name: 'Endereços da marca' })).toContainText(DEMO);
    await expect(panel.getByText('Somente a equipe do produto altera os endereços da marca.')).toBeVisible();
    await expect(panel.getByRole('textbox')).toHaveCount(0);

    // The takeover of the issue, as the master's own session would send it: refused, nothing listed.
    const masterToken = await apiToken('master@demo.com.br');
    const res = await fetch('http://localhost:3000/api/ConfigWhiteLabels/1', {
      method: 'PUT',
      headers: { authorization: masterToken, 'content-type': 'application/json' },
      body: JSON.stringify({ origins: ['https://evil.example', DEMO] }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Somente a equipe do produto pode alterar os endereços (origens) da marca.',
    );
    expect((await apiList()).map((e) => e.origin)).not.toContain('https://evil.example');

    const staff = await signedIn(browser, 'suporte@demo.com.br');
    await staff.goto(urlOf(whiteLabel));
    const editor = staff.getByRole('group', { name: 'Endereços da marca' });
    const field = editor.getByRole('textbox', { name: 'Endereços (um por linha)' });
    await expect(field).toHaveValue(DEMO);
    await field.fill(`${DEMO}\n${NEW_CANONICAL}`);
    await editor.getByRole('textbox', { name: 'Endereço principal (links dos e-mails)' }).click();
    await staff.getByRole('option', { name: NEW_CANONICAL }).click();
    await editor.getByRole('button', { name: 'Salvar endereços' }).click();
    await expect(staff.getByText('Endereços da marca salvos.')).toBeVisible();
    await expect
      .poll(async () => (await apiList()).filter((e) => e.idConfig === 1).map((e) => e.origin))
      .toEqual([DEMO, NEW_CANONICAL]);

    // Requested from brand 1's page: the link is built on the canonical origin, not on the page that asked.
    const since = new Date();
    const recovery = await browser.newPage();
    await new RecoveryPages(recovery).requestReset('suporte@demo.com.br');
    const link = await waitForResetLink('suporte@demo.com.br', since);
    expect(link.startsWith(`${NEW_CANONICAL}/#/auth/resetar-senha/`)).toBe(true);
  });
});
