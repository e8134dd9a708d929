import { expect, test } from '@playwright/test';
import { MainArea } from '../pages/MainArea';
import { apiCall, apiToken } from '../support/api';

// Each demo account's menu, landing and banner: auth.spec.ts, with the account's sign-in on the form.
test.describe('main area (spec 001)', () => {
  test.beforeEach(async ({ page }) => MainArea.skipWhatsNew(page));

  test(
    'an alert sent with "geral" appears in an open session without a reload',
    // @alone: the alert reaches every open session, the pages other specs are checking included.
    { tag: ['@db', '@alone'] },
    async ({ page }) => {
      const token = await apiToken('admin@demo.com.br');
      await page.goto(`/?token=${token}#/pages/dashboard`);
      const main = new MainArea(page);
      await expect(main.bell).toBeVisible();
      const texto = `Manutenção programada ${Date.now()}`;
      const suporte = await apiToken('suporte@demo.com.br');
      await apiCall(suporte, 'POST', 'Alertas/geral', { tipo: 'info', texto });
      await main.bell.click();
      await expect(main.alertsDropdown.getByText(texto)).toBeVisible();
    },
  );

  test(
    'a favourite survives a reload and follows the user to another browser',
    { tag: '@db' },
    async ({ page, browser }) => {
      const token = await apiToken('admin@demo.com.br');
      // Start from a clean list so the test does not depend on an earlier run.
      const before = await apiCall<Array<{ id: number; link: string }>>(token, 'GET', 'Favoritos');
      for (const fav of before.filter((f) => f.link.includes('clientes')))
        await apiCall(token, 'DELETE', `Favoritos/${fav.id}`);

      await page.goto(`/?token=${token}#/pages/vendas/clientes`);
      const main = new MainArea(page);
      await expect(page.getByRole('button', { name: 'Adicionar aos favoritos' })).toBeVisible();
      await main.toggleFavorite();
      await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toBeVisible();
      await expect(main.favoritesStrip.getByText('Clientes')).toBeVisible();

      await page.reload();
      await expect(main.favoritesStrip.getByText('Clientes')).toBeVisible();

      const other = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
      try {
        const second = await other.newPage();
        await MainArea.skipWhatsNew(second);
        await second.goto(
          `http://localhost:8080/?token=${await apiToken('admin@demo.com.br')}#/pages/dashboard`,
        );
        await expect(new MainArea(second).favoritesStrip.getByText('Clientes')).toBeVisible();
      } finally {
        await other.close();
      }
      await main.toggleFavorite();
      await expect(main.favoritesStrip.getByText('Clientes')).toHaveCount(0);
    },
  );

  test(
    'a branch switch changes the badge and the dashboard figures without a reload',
    // @alone: admin@'s branch is the user's, not the session's; other specs expect Matriz and its figures.
    { tag: ['@db', '@alone'] },
    async ({ page }) => {
      const token = await apiToken('admin@demo.com.br');
      // Start on the head office whatever an earlier run left selected.
      const filiais = await apiCall<Array<{ id: number; nome: string; apelido: string | null }>>(
        token,
        'GET',
        'Usuarios/filiais',
      );
      const matriz = filiais.find((f) => (f.apelido ?? f.nome).includes('Matriz'));
      if (!matriz) throw new Error('seed without a Matriz branch');
      await apiCall(token, 'POST', 'Usuarios/selecionarFilial', { filialId: matriz.id });
      await page.goto(`/?token=${token}#/pages/dashboard`);
      const main = new MainArea(page);
      await expect(main.userBadge).toContainText('Matriz');
      const month = main.figure('Vendas no mês');
      await expect(month).toContainText('R$');
      const matrizFigure = await month.innerText();

      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
      await main.switchBranch('Mercado Demo - Centro');
      await expect(main.userBadge).toContainText('Centro');
      await expect(month).not.toHaveText(matrizFigure);
      // Same document: a full page load would have dropped the marker.
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
        true,
      );

      await main.switchBranch('Mercado Demo - Matriz');
      await expect(main.userBadge).toContainText('Matriz');
    },
  );

  test("the what's-new notice cycles and is shown once", async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const page = await context.newPage();
      await page.goto(
        `http://localhost:8080/?token=${await apiToken('vendedor@demo.com.br')}#/pages/dashboard`,
      );
      const notice = page.getByRole('dialog', { name: 'Temos novidades para voce' });
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: 'Proximo' }).click();
      await notice.getByRole('button', { name: 'Proximo' }).click();
      await notice.getByRole('button', { name: 'Finalizar' }).click();
      await expect(notice).toBeHidden();
      await page.reload();
      await expect(new MainArea(page).userBadge).toBeVisible();
      await expect(notice).toBeHidden();
    } finally {
      await context.close();
    }
  });
});
