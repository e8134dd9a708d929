import type { Page } from '@playwright/test';
import { routeTo, urlOf } from '../support/routes';

/** The recovery request and the reset screen of remote-auth. */
export class RecoveryPages {
  constructor(private readonly page: Page) {}

  async requestReset(email: string): Promise<void> {
    await this.page.goto(urlOf(routeTo.recuperarSenha()));
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByRole('button', { name: 'Recuperar Senha' }).click();
  }

  async setNewPassword(link: string, password: string): Promise<void> {
    await this.page.goto(link);
    await this.page.getByLabel('Nova Senha').fill(password);
    await this.page.getByLabel('Confirmar Senha').fill(password);
    await this.page.getByRole('button', { name: 'Confirmar' }).click();
  }
}
