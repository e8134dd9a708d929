import { expect, type Page } from '@playwright/test';
import { routeTo, urlOf } from '../support/routes';

/** The sign-in screen of remote-auth, as a person sees it. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(origin = ''): Promise<void> {
    await this.page.goto(urlOf(routeTo.login(), origin));
    await expect(this.submit).toBeVisible();
  }

  get email() {
    return this.page.getByLabel('E-mail');
  }

  get password() {
    return this.page.getByLabel('Senha', { exact: true });
  }

  get submit() {
    return this.page.getByRole('button', { name: 'Entrar' });
  }

  async signIn(email: string, password = 'demo123'): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
