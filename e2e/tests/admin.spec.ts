import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import type { AdminWhiteLabel } from '@erp/domain';
import { LoginPage } from '../pages/LoginPage';
import { MainArea } from '../pages/MainArea';
import { SignupPage } from '../pages/SignupPage';
import { apiCall, apiToken } from '../support/api';
import { recordRequests, urlsOf } from '../support/network';
import { atRoute, MOUNTS, routeTo, urlOf, type HashPath } from '../support/routes';
import { republishStackBuild } from '../support/stack';

/** Brand 2 (Acme Gestão) is opened on this origin (CONTRACT "Brands"); remotes are served from localhost for both. */
const ACME = 'http://127.0.0.1:8080';
const REPORTS_ORIGIN = 'http://localhost:8084';
const admin = (screen: string) => `${MOUNTS.administrador}/configuracoes/${screen}` as HashPath;

/** A person's session as their first sign-in here left it in the browser, and the page it landed on. */
interface StoredSession {
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
  landing: string;
}

/**
 * Each person's first browser signs in, through the API on brand 1 and through the login screen of brand 2's `origin`;
 * the next ones open where it landed with its session already in storage, as a second tab of the same browser would
 * (the tests here are about the administration: signing in is auth.spec's, and each of these sign-ins cost seconds of
 * the serial @alone phase). No test here signs out, so a stored session stays valid for the file.
 */
const sessions = new Map<string, StoredSession>();

/** The stored state without the brand and API-list cache (`erp:cache:`): a later browser loads the brand as it is now. */
function sessionOnly(state: StoredSession['state']): StoredSession['state'] {
  return {
    cookies: state.cookies,
    origins: state.origins.map((o) => ({
      ...o,
      localStorage: o.localStorage.filter((item) => !item.name.startsWith('erp:cache:')),
    })),
  };
}

/**
 * A browser of its own for one person, signed in on `origin`. `watch` sees the page before anything loads (what the
 * page fetches while signing in or opening, and once idle, counts too).
 */
async function signedIn(
  browser: Browser,
  email: string,
  origin = '',
  watch?: (page: Page) => void,
): Promise<Page> {
  const stored = sessions.get(`${email} ${origin}`);
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    storageState: stored?.state,
  });
  const page = await context.newPage();
  watch?.(page);
  await MainArea.skipWhatsNew(page);
  if (stored) {
    await page.goto(stored.landing);
    await expect(new MainArea(page).userBadge).toBeVisible();
  } else {
    if (origin) {
      const login = new LoginPage(page);
      await login.goto(origin);
      await login.signIn(email);
      await expect(page).not.toHaveURL(atRoute(routeTo.login()));
    } else {
      await MainArea.signIn(page, email);
    }
    await expect(new MainArea(page).userBadge).toBeVisible();
    sessions.set(`${email} ${origin}`, {
      state: sessionOnly(await context.storageState()),
      landing: page.url(),
    });
  }
  return page;
}

/** Opens an admin screen and, for product-owner staff, picks brand 2 in its brand select. */
async function openForAcme(page: Page, screen: string): Promise<void> {
  await page.goto(urlOf(admin(screen)));
  const brand = page.getByRole('textbox', { name: 'Marca', exact: true });
  await expect(brand).toBeVisible();
  await brand.click();
  await page.getByRole('option', { name: /^2 — / }).click();
  await expect(brand).toHaveValue(/^2 — /);
}

async function confirmModal(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^(Confirmar|Ativar|Voltar versão|Sim)$/ }).click();
  await expect(dialog).toBeHidden();
}

// @alone: brand 2's texts, theme, sign-up remote and reports version change what the other specs load.
test.describe('administration (issue 19)', { tag: '@alone' }, () => {
  let suporte: string;
  let original: AdminWhiteLabel;

  test.beforeAll(async () => {
    suporte = await apiToken('suporte@demo.com.br');
    original = await apiCall<AdminWhiteLabel>(suporte, 'GET', 'ConfigWhiteLabels/2/admin');
  });

  // Brand 2 goes back to how the seed left it: the sign-up specs read its texts, theme and sign-up remote.
  test.afterAll(async () => {
    await apiCall(suporte, 'PUT', 'ConfigWhiteLabels/2', {
      tema: original.tema,
      misc: original.misc,
    });
    await apiCall(suporte, 'PUT', 'Admin/remotes/signup', {
      idConfig: 2,
      container: original.remoteOverrides.signup ?? 'signup',
    });
  });

  test('admin@demo.com.br is refused the area, and the API answers 403', async ({ browser }) => {
    const page = await signedIn(browser, 'admin@demo.com.br');
    await page.goto(urlOf(routeTo.adminDashboard()));
    await expect(page).toHaveURL(atRoute(routeTo.dashboard()));
    await expect(
      page.getByText(/Você não tem permissão para acessar esta página\.|Acesso restrito à administração\./),
    ).toBeVisible();
    const token = await apiToken('admin@demo.com.br');
    await expect(apiCall(token, 'GET', 'Admin/remotes?idConfig=1')).rejects.toThrow(/ 403: /);
    await page.context().close();
  });

  test('master@ sees none of the product-owner items and is sent back from them', async ({ browser }) => {
    const page = await signedIn(browser, 'master@demo.com.br');
    const main = new MainArea(page);
    await expect(main.sidebar.getByText('White label', { exact: true })).toBeVisible();
    await expect(main.sidebar.getByText('Versões dos remotes', { exact: true })).toBeVisible();
    for (const item of [
      'Excluir produtos',
      'Excluir filial',
      'Sequência da filial',
      'Bancos',
      'Importação IBPT (NCM)',
      'Importação IBPT (CEST)',
      'Financeiro white label',
      'Versão do PDV',
      'Tokens de deploy',
    ])
      await expect(main.sidebar.getByText(item, { exact: true })).toHaveCount(0);
    await page.goto(urlOf(admin('bancos')));
    await expect(page).toHaveURL(atRoute(routeTo.adminDashboard()));
    await expect(page.getByText('Acesso restrito à equipe do produto.')).toBeVisible();
    await page.context().close();
  });

  test("suporte@ changes brand 2's highlighted sign-up text and theme colour; Acme's sign-up shows them after a reload", async ({
    browser,
    page,
  }) => {
    const signup = new SignupPage(page);
    await signup.goto({ origin: ACME });
    await expect(signup.title).toHaveText('Experimente SEM CUSTO');

    const staff = await signedIn(browser, 'suporte@demo.com.br');
    await openForAcme(staff, 'whitelabel');
    const highlight = staff.getByLabel('Texto em destaque do cadastro');
    await expect(highlight).toHaveValue('SEM CUSTO');
    await highlight.fill('SEM RISCO');
    await staff.getByRole('textbox', { name: 'Tema' }).click();
    await staff.getByRole('option', { name: 'custom', exact: true }).click();
    await staff.getByRole('textbox', { name: 'Cor principal' }).fill('#0b7285');
    await staff.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(staff.getByText('Alterações salvas.')).toBeVisible();

    await page.reload();
    await expect(signup.title).toHaveText('Experimente SEM RISCO');
    // The brand's theme on the page: Acme's own sign-up paints its buttons and title in it too.
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-6').trim(),
        ),
      )
      .toBe('#0b7285');
    await staff.context().close();
  });

  test("suporte@ switches brand 2's sign-up remote to the default build and back, with no rebuild", async ({
    browser,
    page,
  }) => {
    const staff = await signedIn(browser, 'suporte@demo.com.br');
    await openForAcme(staff, 'whitelabel');
    const container = staff.getByRole('textbox', { name: 'Container ativo: Cadastro' });

    await container.click();
    await staff.getByRole('option', { name: 'signup', exact: true }).click();
    await expect(staff.getByText('A área Cadastro agora usa signup.')).toBeVisible();
    let requests = recordRequests(page);
    const signup = new SignupPage(page);
    await signup.goto({ origin: ACME });
    await expect(page.getByRole('button', { name: 'Confirmar' })).toBeVisible();
    await expect(page.getByText('Cadastro em 2 passos', { exact: false })).toHaveCount(0);
    expect(urlsOf(requests).some((u) => u.startsWith('http://localhost:8082/'))).toBe(true);
    expect(urlsOf(requests).some((u) => u.includes(':8086/'))).toBe(false);

    await container.click();
    await staff.getByRole('option', { name: 'signup_acme', exact: true }).click();
    await expect(staff.getByText('A área Cadastro agora usa signup_acme.')).toBeVisible();
    page.removeAllListeners('request');
    requests = recordRequests(page);
    await page.reload();
    await expect(page.getByText('Cadastro em 2 passos', { exact: false })).toBeVisible();
    expect(urlsOf(requests).some((u) => u.startsWith('http://localhost:8086/'))).toBe(true);
    expect(urlsOf(requests).some((u) => u.includes(':8082/'))).toBe(false);
    await staff.context().close();
  });

  test("suporte@ activates another version of brand 2's reports remote and rolls it back from the screen", async ({
    browser,
  }) => {
    test.setTimeout(6 * 60_000);
    type Row = { area: string; versaoAtiva: string; versoes: Array<{ versao: string }> };
    const reportsRow = async () =>
      (await apiCall<Row[]>(suporte, 'GET', 'Admin/remotes?idConfig=2')).find((r) => r.area === 'reports')!;
    // Two published versions are needed: the stack's build published again under another name (no webpack build).
    if ((await reportsRow()).versoes.length < 2) await republishStackBuild('reports');
    const { versaoAtiva: before, versoes } = await reportsRow();
    const other = versoes.map((v) => v.versao).find((v) => v !== before)!;

    const staff = await signedIn(browser, 'suporte@demo.com.br');
    await openForAcme(staff, 'releases');
    const card = staff.getByRole('region', { name: 'Relatórios' });
    await card.getByRole('button', { name: `Ativar ${other}` }).click();
    await confirmModal(staff);
    await expect(staff.getByText(`A área Relatórios agora usa a versão ${other}.`)).toBeVisible();

    // The reports remote may be fetched at any moment from the sign-in on (the shell's idle prefetch, the header's
    // exported-reports modal): listen from the start.
    let requests: Request[] = [];
    const acme = await signedIn(browser, 'admin@acme.com.br', ACME, (page) => {
      requests = recordRequests(page);
    });
    await acme.goto(urlOf(routeTo.exportacoes(), ACME));
    await expect(acme.getByRole('heading', { name: /Relat[óo]rios exportados/i }).first()).toBeVisible();
    expect(urlsOf(requests)).toContain(`${REPORTS_ORIGIN}/${other}/mf-manifest.json`);

    await card.getByRole('button', { name: 'Voltar versão' }).click();
    await confirmModal(staff);
    await expect(staff.getByText('A área Relatórios voltou para a versão anterior.')).toBeVisible();
    acme.removeAllListeners('request');
    requests = recordRequests(acme);
    await acme.reload();
    await expect(acme.getByRole('heading', { name: /Relat[óo]rios exportados/i }).first()).toBeVisible();
    expect(urlsOf(requests)).toContain(`${REPORTS_ORIGIN}/${before}/mf-manifest.json`);
    expect(urlsOf(requests)).not.toContain(`${REPORTS_ORIGIN}/${other}/mf-manifest.json`);
    await Promise.all([staff.context().close(), acme.context().close()]);
  });

  test(
    'a notification to brand 2 reaches an open admin@acme.com.br session live, and not admin@demo.com.br',
    { tag: '@db' },
    async ({ browser }) => {
      const acme = await signedIn(browser, 'admin@acme.com.br', ACME);
      const demo = await signedIn(browser, 'admin@demo.com.br');
      const acmeArea = new MainArea(acme);
      const demoArea = new MainArea(demo);
      await expect(acmeArea.bell).toBeVisible();
      await expect(demoArea.bell).toBeVisible();

      const texto = `Nova versão do PDV disponível ${Date.now()}`;
      const staff = await signedIn(browser, 'suporte@demo.com.br');
      await openForAcme(staff, 'notificacoes');
      await staff.getByLabel('Texto').fill(texto);
      await staff.getByRole('button', { name: 'Enviar notificação' }).click();
      await expect(staff.getByText(/^Notificação enviada a \d+ usuários?\.$/)).toBeVisible();

      await acmeArea.bell.click();
      await expect(acmeArea.alertsDropdown.getByText(texto)).toBeVisible();
      await demoArea.bell.click();
      await expect(demoArea.alertsDropdown).toBeVisible();
      await expect(demoArea.alertsDropdown.getByText(texto)).toHaveCount(0);
      await Promise.all([staff, acme, demo].map((p) => p.context().close()));
    },
  );
});
