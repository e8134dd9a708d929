import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { apiToken } from '../support/api';
import { hashOf } from '@erp/domain';
import { atRoute, routeTo } from '../support/routes';

test.describe('start-up parameters (spec 000 §2)', () => {
  test('a token in the address signs the user in, and leaves the address', async ({ page }) => {
    const token = await apiToken('vendedor@demo.com.br');
    await page.goto(`/?token=${token}${hashOf(routeTo.dashboard())}`);
    await expect(page.getByTestId('user-badge')).toContainText('Matriz');
    expect(page.url()).not.toContain(token);
    expect(await page.evaluate(() => localStorage.getItem('erp:token'))).toContain(token);
  });

  test('typeStorage=session keeps the session in sessionStorage only', async ({ page }) => {
    await page.goto(`/?typeStorage=session${hashOf(routeTo.login())}`);
    const login = new LoginPage(page);
    await expect(login.submit).toBeVisible();
    await login.signIn('admin@demo.com.br');
    await expect(page).toHaveURL(atRoute(routeTo.dashboard()));
    const stored = await page.evaluate(() => ({
      session: sessionStorage.getItem('erp:token'),
      local: localStorage.getItem('erp:token'),
    }));
    expect(stored.session).toBeTruthy();
    expect(stored.local).toBeNull();
  });
});
