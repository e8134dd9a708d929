import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { MainArea } from '../pages/MainArea';
import { RecoveryPages } from '../pages/RecoveryPages';
import { waitForResetLink } from '../support/outbox';
import { atRoute, MOUNTS, escapeRegExp, routeTo, urlOf, type HashPath } from '../support/routes';
import { linkTo } from '@erp/domain';

/**
 * CONTRACT "Demo data": where each account lands after the sign-in form, and what it sees there: the menu groups of
 * the spec 001 §6 rules (`sees`, and `not` for what it must lack) and its banner.
 */
const LANDINGS: Array<{
  email: string;
  origin?: string;
  route: HashPath;
  sees?: string[];
  not?: string[];
  banner?: string;
}> = [
  {
    email: 'admin@demo.com.br',
    route: routeTo.dashboard(),
    sees: ['Financeiro', 'Vendas', 'Estoque', 'Relatórios', 'Pagamentos'],
    not: ['White label'],
  },
  {
    email: 'vendedor@demo.com.br',
    route: routeTo.dashboard(),
    sees: ['Vendas'],
    not: ['Financeiro', 'Relatórios', 'Exportações', 'Pagamentos'],
  },
  {
    email: 'contador@demo.com.br',
    route: routeTo.exportarXmlNfe(),
    sees: ['Financeiro', 'Exportações'],
    not: ['Vendas', 'Estoque', 'Compras'],
  },
  {
    email: 'suporte@demo.com.br',
    route: routeTo.adminDashboard(),
    sees: ['White label', 'Bancos', 'Excluir filial'],
    not: ['Vendas'],
  },
  {
    email: 'master@demo.com.br',
    route: routeTo.adminDashboard(),
    sees: ['White label', 'Notificações'],
    not: ['Bancos', 'Excluir filial', 'Vendas'],
  },
  {
    email: 'trial@demo.com.br',
    route: routeTo.dashboard(),
    sees: ['Financeiro'],
    banner: 'período de avaliação gratuita',
  },
  {
    email: 'expirado@demo.com.br',
    route: routeTo.dashboard(),
    banner: 'Acesso bloqueado',
  },
  {
    email: 'inadimplente@demo.com.br',
    route: routeTo.dashboard(),
    banner: 'Acesso bloqueado',
  },
  {
    email: 'admin@acme.com.br',
    origin: 'http://127.0.0.1:8080',
    route: routeTo.dashboard(),
  },
];

// On PostgreSQL + Redis (`test:db`): a refused password (the failure counted in Redis), the single-use reset link and
// a sign-in followed by a logout (the session written through the pool, then revoked). Where each account lands, and
// its menu, are read from the same tables by the same queries, and PGlite is PostgreSQL itself: they cannot differ
// (the server's PostgreSQL pass covers the session and dashboard queries themselves).
test.describe('sign-in area', () => {
  // One sign-in per account proves both its landing and what the main area shows it there (a second sign-in of the
  // same account would load the same pages again for nothing).
  for (const landing of LANDINGS) {
    test(`${landing.email} lands on ${landing.route} and sees the menu and banner the spec implies`, async ({
      page,
    }) => {
      await MainArea.skipWhatsNew(page);
      const login = new LoginPage(page);
      await login.goto(landing.origin ?? '');
      await login.signIn(landing.email);
      await expect(page).toHaveURL(atRoute(landing.route));
      const main = new MainArea(page);
      for (const title of landing.sees ?? [])
        await expect(main.sidebar.getByText(title, { exact: true }).first()).toBeVisible();
      for (const title of landing.not ?? [])
        await expect(main.sidebar.getByText(title, { exact: true })).toHaveCount(0);
      if (landing.banner) await expect(page.getByText(landing.banner).first()).toBeVisible();
    });
  }

  test(
    'a wrong password shows "Falha ao entrar no sistema" and stays on login',
    { tag: '@db' },
    async ({ page }) => {
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn('vendedor@demo.com.br', 'senha-errada');
      await expect(page.getByText('Falha ao entrar no sistema')).toBeVisible();
      await expect(page).toHaveURL(atRoute(routeTo.login()));
    },
  );

  // @alone: trial@'s password is another for a while, and other specs sign trial@ in.
  test(
    'password recovery through the e-mail link, then the link is refused a second time',
    { tag: ['@alone', '@db'] },
    async ({ page }) => {
      const email = 'trial@demo.com.br';
      const recovery = new RecoveryPages(page);
      const since = new Date();
      await recovery.requestReset(email);
      await expect(
        page.getByText('Instruções para recuperar a senha foram enviadas para o e-mail'),
      ).toBeVisible();
      await expect(page).toHaveURL(atRoute(routeTo.login()));
      await page.getByRole('button', { name: 'OK' }).click();

      const link = await waitForResetLink(email, since);
      expect(link).toMatch(
        new RegExp(`^${escapeRegExp(linkTo('http://localhost:8080', routeTo.resetarSenha('')))}`),
      );
      await recovery.setNewPassword(link, 'nova-senha-1');
      await expect(page.getByText('Sua senha foi alterada com sucesso')).toBeVisible();
      await expect(page).toHaveURL(atRoute(routeTo.login()));
      await page.getByRole('button', { name: 'OK' }).click();

      const login = new LoginPage(page);
      await login.signIn(email, 'nova-senha-1');
      await expect(page).toHaveURL(atRoute(routeTo.dashboard()));

      await page.goto(urlOf(MOUNTS.logout));
      await expect(page).toHaveURL(atRoute(routeTo.login()), { timeout: 10_000 });
      await recovery.setNewPassword(link, 'outra-senha-2');
      await expect(page.getByText('Atenção!')).toBeVisible();
      await expect(
        page.getByText(
          'Não foi possível recuperar a sua senha pois o link de recuperação já foi utilizado. Solicite novamente a recuperação de sua senha.',
        ),
      ).toBeVisible();

      // Put the demo password back for the next run on a kept stack.
      await page.getByRole('button', { name: 'OK' }).click();
      const restoreSince = new Date();
      await recovery.requestReset(email);
      await page.getByRole('button', { name: 'OK' }).click();
      await recovery.setNewPassword(await waitForResetLink(email, restoreSince), 'demo123');
      await expect(page.getByText('Sua senha foi alterada com sucesso')).toBeVisible();
    },
  );

  test('after logout, pages/ leads back to login', { tag: '@db' }, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('admin@demo.com.br');
    await expect(page).toHaveURL(atRoute(routeTo.dashboard()));
    await page.goto(urlOf(MOUNTS.logout));
    await expect(page).toHaveURL(atRoute(routeTo.login()), { timeout: 10_000 });
    await page.goto(urlOf(routeTo.dashboard()));
    await expect(page).toHaveURL(atRoute(routeTo.login()));
    await expect(login.submit).toBeVisible();
  });
});
