import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { MainArea } from '../pages/MainArea';
import { ERP_BIN } from '../support/erp';
import { atRoute, routeTo, urlOf } from '../support/routes';

const repoRoot = path.resolve(import.meta.dirname, '../..');

test.describe('security of what is published', () => {
  test('the built front ends carry no CRM token, database URL, argon2 hash, server-only package or source map', () => {
    // The stack was built by the web server's start; this reads that output (the host and every release).
    let output: string;
    try {
      output = execFileSync(ERP_BIN, ['scan-secrets'], {
        cwd: repoRoot,
        env: { ...process.env },
        encoding: 'utf8',
        timeout: 120_000,
      });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    const { scanned, findings } = JSON.parse(output) as { scanned: number; findings: unknown[] };
    expect(scanned).toBeGreaterThan(20);
    expect(findings).toEqual([]);
  });

  test('the host, a remote and the API send their security headers', async ({ request }) => {
    const host = await request.get('http://localhost:8080/');
    const csp = host.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' [^;]*http:\/\/localhost:8084/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/localhost:3000 [^;]*ws:\/\/localhost:3000/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(host.headers()['x-content-type-options']).toBe('nosniff');
    expect(host.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The host's page has no inline script for the policy to forbid.
    const page = await host.text();
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    // It carries the same policy in a <meta>, so a CDN that sends no header still enforces it (frame-ancestors
    // cannot be said there: it stays the header's).
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page)?.[1];
    expect(meta?.replace(/&amp;/g, '&')).toBe(csp.replace(/; frame-ancestors [^;]*/, ''));

    const releases = (await (
      await request.get('http://localhost:3000/api/remotes?idConfig=1')
    ).json()) as Array<{
      entry: string;
    }>;
    const manifest = await request.get(releases[0]!.entry);
    expect(manifest.headers()['content-security-policy']).toBe(csp);
    expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
    const map = await request.get(releases[0]!.entry.replace('mf-manifest.json', 'remoteEntry.js.map'));
    expect(map.status()).toBe(404);

    const ping = await request.get('http://localhost:3000/api/ping');
    expect(ping.headers()['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(ping.headers()['x-content-type-options']).toBe('nosniff');
    expect(ping.headers()['referrer-policy']).toBe('no-referrer');
  });

  test('the policy lets federation, the API and socket.io work: no violation while the app is used', async ({
    page,
  }) => {
    await MainArea.skipWhatsNew(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const violations = async () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    await page.goto(urlOf(routeTo.cadastrar()));
    await expect(page.getByText('GRATUITAMENTE')).toBeVisible();
    expect(await violations()).toEqual([]);

    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('admin@demo.com.br');
    await expect(page).toHaveURL(atRoute(routeTo.dashboard()));
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(new MainArea(page).userBadge).toContainText('Matriz');
    await page.goto(urlOf(routeTo.exportacoes()));
    // The grid itself (other specs may have left reports in it, so its rows are not what is checked).
    await expect(page.getByRole('columnheader', { name: 'Formato' }).first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
