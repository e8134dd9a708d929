import { expect, test, type Page } from '@playwright/test';
import { LIST_PAGES, MESSAGES } from '@erp/domain';
import { ListPages } from '../pages/ListPages';
import { LoginPage } from '../pages/LoginPage';
import { MainArea } from '../pages/MainArea';
import { ReportsPages } from '../pages/ReportsPages';
import { expectAccessible } from '../support/a11y';
import { MOUNTS, routeTo, urlOf, type HashPath } from '../support/routes';

const ACME = 'http://127.0.0.1:8080';

/** Signs in through the API and waits for the landing page's title (the login screens are judged in their own tests). */
async function signIn(page: Page, email: string): Promise<void> {
  await MainArea.signIn(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(new MainArea(page).userBadge).toBeVisible();
}

/** Opens a hash route of the signed-in app and waits for its page title. */
async function visit(page: Page, path: `/${string}`, origin = ''): Promise<void> {
  await page.goto(urlOf(path, origin));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('accessibility: axe-core finds no serious or critical WCAG AA violation', () => {
  for (const [brand, origin] of [
    ['ERP Demo', ''],
    ['Acme', ACME],
  ] as const) {
    test(`${brand}: login and sign-up`, async ({ page }) => {
      await new LoginPage(page).goto(origin);
      await expectAccessible(page, `${brand} login`);
      await page.goto(urlOf(routeTo.cadastrar(), origin));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `${brand} sign-up`);
      await page.goto(urlOf(routeTo.recuperarSenha(), origin));
      await expect(page.getByRole('button', { name: 'Recuperar Senha' })).toBeVisible();
      await expectAccessible(page, `${brand} password recovery`);
    });
  }

  test('main area: dashboard, a report form, exported reports and its modal, my account, plans', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.com.br');
    await expect(page.getByRole('group', { name: 'Vendas dos últimos 30 dias' })).toBeVisible();
    await expectAccessible(page, 'dashboard');
    await visit(page, `${MOUNTS.pages}/relatorios/vendas`);
    // One scan judges the form and its calendar: the calendar opens in a popover beside the form, which stays on the
    // page as it was, with no overlay over it.
    await page.getByRole('button', { name: /Data inicial/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'sales report form, calendar open');
    await page.keyboard.press('Escape');
    await visit(page, routeTo.exportacoes());
    await expectAccessible(page, 'exported reports');
    await new ReportsPages(page).openHeaderModal();
    await expectAccessible(page, 'exported reports modal');
    await page.keyboard.press('Escape');
    await visit(page, `${MOUNTS.pages}/configuracoes/usuarios/editarminhaconta`);
    await expectAccessible(page, 'my account');
    await visit(page, routeTo.planos());
    await expectAccessible(page, 'plans');
  });

  test('business lists: sales orders, a product and its details drawer, an empty search', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.com.br');
    const lists = new ListPages(page);
    await lists.open(LIST_PAGES.pedidosVenda.page as HashPath);
    await expect(lists.rows.first()).toBeVisible();
    await expectAccessible(page, 'sales orders list');
    // Not judged with a filter's list of choices open: axe asks for its scrolling region to take the focus
    // (scrollable-region-focusable), which the combobox pattern does not do (the options are reached with the arrows
    // from the field, aria-activedescendant), and a focusable element inside the listbox breaks its required children.
    await lists.open(LIST_PAGES.produtos.page as HashPath);
    await lists.openDetails(/^Ver detalhes de /);
    await expectAccessible(page, 'product details drawer');
    await page.keyboard.press('Escape');
    await lists.search.fill('nenhum produto tem este nome');
    await expect(page.getByText(MESSAGES.empty.list)).toBeVisible();
    await expectAccessible(page, 'products list, nothing found');
  });

  test('every administration screen', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'suporte@demo.com.br');
    for (const screen of [
      'dashboard',
      'whitelabel',
      'notificacoes',
      'usuarios',
      'releases',
      'plano-config',
      'modulo-config',
      'auditoria',
      'ajuda',
      'nps',
      'excluir-produtos',
      'excluir-filial',
      'sequencia-filial',
      'bancos',
      'pdv-versao',
      'importacao-ibpt-ncm',
      'importacao-ibpt-cest',
      'financeiro-whitelabel',
    ]) {
      await visit(page, `${MOUNTS.administrador}/configuracoes/${screen}`);
      await expectAccessible(page, `administration: ${screen}`);
    }
  });
});

test.describe('keyboard and pointer use', () => {
  test("the dashboard chart's values are reachable with the keyboard", async ({ page }) => {
    await signIn(page, 'admin@demo.com.br');
    // The pointer rests where 'Entrar' was, which can be over the chart once it is drawn: the chart keeps the day a
    // pointer last entered (no leave clears it), so that day would be read out instead of the period's total. This
    // test is about the keyboard: the pointer goes out of the way and the dashboard is drawn again without it (moving
    // it after the chart appeared failed once in c24230c's run, the chart already holding 20/11).
    await page.mouse.move(0, 0);
    await page.reload();
    const chart = page.getByRole('group', { name: 'Vendas dos últimos 30 dias' });
    const readout = page.getByTestId('chart-readout');
    await expect(readout).toContainText('Total do período: R$');
    // Tab until the chart has focus, as a keyboard user would.
    for (let i = 0; i < 60 && !(await chart.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(chart).toBeFocused();
    const visibleRing = await chart.evaluate((el) => getComputedStyle(el).outlineStyle !== 'none');
    expect(visibleRing).toBe(true);
    const today = await readout.textContent();
    expect(today).toMatch(/^\d{2}\/\d{2}\/\d{4}: R\$ /);
    await page.keyboard.press('ArrowLeft');
    await expect(readout).not.toHaveText(today ?? '');
    await expect(readout).toHaveText(/^\d{2}\/\d{2}\/\d{4}: R\$ /);
    await page.keyboard.press('Home');
    const first = await readout.textContent();
    await page.keyboard.press('End');
    await expect(readout).toHaveText(today ?? '');
    expect(first).not.toBe(today);
  });

  test('a toast after the star opens below the header, never over the star, and closes while hovered', async ({
    page,
  }) => {
    // An accountant cannot favourite (spec 001 §5): the star answers with a warning toast.
    await signIn(page, 'contador@demo.com.br');
    const star = page.getByRole('button', { name: /^(Adicionar aos|Remover dos) favoritos$/ });
    await star.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Não é possível favoritar esta página' });
    await expect(toast).toBeVisible();
    const [starBox, toastBox, headerBox] = await Promise.all([
      star.boundingBox(),
      toast.boundingBox(),
      page.getByRole('banner').boundingBox(),
    ]);
    expect(starBox && toastBox && headerBox).toBeTruthy();
    // Below the whole header: it covers neither the star nor the bell or the user badge beside it.
    expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    // Hovered, it pauses, but not for good: gone within twice its 5 s.
    await toast.hover();
    await expect(toast).toBeHidden({ timeout: 12_000 });
  });

  test('keyboard only: sign in, open a menu group, generate a report, the exported reports, sign out', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Brand 2 (a custom colour for the focus rings) and its own company: the report this journey generates stays out
    // of brand 1's lists, which other specs expect empty whatever order they run in.
    await MainArea.skipWhatsNew(page);
    await new LoginPage(page).goto(ACME);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type('admin@acme.com.br');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo123');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const main = new MainArea(page);
    await expect(main.userBadge).toBeVisible();
    // The Acme dashboard in its custom brand colour, judged by axe-core on the way (this sign-in is the one its own
    // test did).
    await expectAccessible(page, 'Acme dashboard');

    const group = main.sidebar.getByRole('button', { name: 'Relatórios' });
    await group.focus();
    await page.keyboard.press('Enter');
    const pessoas = main.sidebar.getByRole('link', { name: 'Pessoas' });
    await expect(pessoas).toBeVisible();
    await pessoas.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Pessoas' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Tipo de pessoa' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Tipo de pessoa' })).toHaveValue('Cliente');
    await page.getByRole('button', { name: 'PDF', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Gerando Pessoas PDF...').first()).toBeVisible();

    await page.getByRole('button', { name: 'Relatórios exportados' }).focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: /^Relatorios exportados/ });
    await expect(modal).toBeVisible();
    // Focus moved into the modal, and Escape gives it back to the button (no trap).
    await expect(modal.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: 'Relatórios exportados' })).toBeFocused();

    await main.userBadge.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
    // The menu takes the focus once its opening transition ends: an arrow pressed before that goes to the badge (it
    // did on a busy machine). A keyboard user waits for the menu as well.
    await expect(page.locator('[role="menu"]:focus, [role="menu"] :focus')).toHaveCount(1);
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible({ timeout: 15_000 });
  });
});
