import { expect, test, type Page } from '@playwright/test';
import { hashOf } from '@erp/domain';
import { LoginPage } from '../pages/LoginPage';
import { MainArea } from '../pages/MainArea';
import { recordRequests, urlsOf } from '../support/network';
import { OtherBuild, previewOrigin } from '../support/otherBuild';
import { routeTo, type HashPath } from '../support/routes';
import { activeRelease } from '../support/stack';

// The per-browser remote override (issue 33) on `pnpm dev`'s development host (playwright.dev.config.ts): what a
// browser may load in place of an area's published version, and what it is refused. "Another build" is the
// registry's own build of the area served from another origin, so the test can tell where the code came from.

/** A page address that asks this browser to load `container` from `entry` (the address is cleaned on arrival). */
function withOverride(container: string, entry: string, path: HashPath = routeTo.login()): string {
  return `/?remote-override=${encodeURIComponent(`${container}@${entry}`)}${hashOf(path)}`;
}

function loadedBanner(page: Page, area: string, entry: string) {
  return page.getByRole('status').filter({ hasText: `${area} carregada de ${entry}` });
}

function refusedBanner(page: Page, area: string, entry: string) {
  return page.getByRole('alert').filter({ hasText: `${area}: a versão em ${entry} não foi carregada` });
}

/** Code files the page fetched from under `base` (a build's folder). */
function codeFrom(requests: Parameters<typeof urlsOf>[0], base: string): string[] {
  return urlsOf(requests).filter((url) => url.startsWith(base) && new URL(url).pathname.endsWith('.js'));
}

test.describe('a build on this machine', () => {
  let other: OtherBuild;
  let registryBase: string;

  test.beforeAll(async () => {
    const registry = await activeRelease('auth');
    registryBase = new URL('.', registry.entry).href;
    other = await OtherBuild.of(registry.entry, { host: '127.0.0.1', port: 0 });
  });
  test.afterAll(() => other.close());

  test("loads in place of the registry's version for a visitor, with the banner; Remover brings the registry's back", async ({
    page,
  }) => {
    const login = new LoginPage(page);
    const requests = recordRequests(page);
    await page.goto(withOverride('auth', other.manifest));
    const banner = loadedBanner(page, 'Área de acesso', other.manifest);
    await expect(banner).toBeVisible();
    await expect(login.submit).toBeVisible();
    expect(other.servedCode()).toBe(true);
    expect(codeFrom(requests, registryBase)).toEqual([]);
    expect(page.url()).not.toContain('remote-override');

    // Kept in this browser: a plain reload still loads the other build.
    await page.reload();
    await expect(banner).toBeVisible();
    await expect(login.submit).toBeVisible();

    const servedBefore = other.requested.length;
    requests.length = 0;
    await banner.getByRole('button', { name: 'Remover' }).click();
    await expect(login.submit).toBeVisible();
    await expect(page.getByText('Área de acesso carregada de')).toHaveCount(0);
    await expect.poll(() => codeFrom(requests, registryBase).length).toBeGreaterThan(0);
    expect(other.requested.length).toBe(servedBefore);
  });

  test('is not loaded when it fails the contract check: the failure is shown instead', async ({ page }) => {
    const servedBefore = other.requested.length;
    await page.goto(withOverride('auth', other.brokenManifest));
    const refused = refusedBanner(page, 'Área de acesso', other.brokenManifest);
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('módulo exposto');
    // The registry's version runs the page; of the other build, only its manifest was read (by the API's check).
    await expect(new LoginPage(page).submit).toBeVisible();
    expect(other.requested.slice(servedBefore).every((path) => path.endsWith('mf-manifest.json'))).toBe(true);
  });
});

test("an address off this machine is refused to a visitor; the registry's version is loaded", async ({
  page,
}) => {
  const entry = 'https://previa.equipe.example/auth/mf-manifest.json';
  await page.goto(withOverride('auth', entry));
  const refused = refusedBanner(page, 'Área de acesso', entry);
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Só a equipe do produto pode carregar uma área de outro endereço');
  await expect(new LoginPage(page).submit).toBeVisible();
});

test.describe('a preview build on an origin staff allowed (REMOTE_PREVIEW_ORIGINS)', () => {
  const origin = previewOrigin();
  let preview: OtherBuild;

  test.beforeAll(async () => {
    if (!origin) return;
    const registry = await activeRelease('admin');
    preview = await OtherBuild.of(
      registry.entry,
      { host: '0.0.0.0', port: Number(new URL(origin).port) },
      origin,
    );
  });
  test.afterAll(() => preview?.close());
  test.beforeEach(() =>
    test.skip(!origin, 'this machine has no address off loopback to serve a preview from'),
  );

  test('loads for product-owner staff; any other origin is refused to them', async ({ page }) => {
    await MainArea.signIn(page, 'suporte@demo.com.br', routeTo.dashboard());
    await page.goto(withOverride('admin', preview.manifest, routeTo.adminDashboard()));
    await expect(loadedBanner(page, 'Área administrativa', preview.manifest)).toBeVisible();
    await expect.poll(() => preview.servedCode()).toBe(true);

    const elsewhere = 'https://outro.equipe.example/admin/mf-manifest.json';
    await page.goto(withOverride('admin', elsewhere, routeTo.adminDashboard()));
    const refused = refusedBanner(page, 'Área administrativa', elsewhere);
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('não é uma versão publicada desta área');
  });

  test("is refused to a brand's administrator, without reading it", async ({ page }) => {
    await MainArea.signIn(page, 'master@demo.com.br', routeTo.dashboard());
    const servedBefore = preview.requested.length;
    await page.goto(withOverride('admin', preview.manifest, routeTo.adminDashboard()));
    const refused = refusedBanner(page, 'Área administrativa', preview.manifest);
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('Só a equipe do produto');
    expect(preview.requested.length).toBe(servedBefore);
  });
});
