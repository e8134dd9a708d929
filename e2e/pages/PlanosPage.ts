import { expect, type Locator, type Page } from '@playwright/test';
import { routeTo, urlOf } from '../support/routes';

/** The shell's plans screen (`#/planos`): the brand's plans and the branch's subscription charge. */
export class PlanosPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto(urlOf(routeTo.planos()));
    await expect(this.page.getByRole('heading', { name: 'Planos', level: 1 })).toBeVisible();
  }

  plan(nome: string): Locator {
    return this.page.getByRole('article', { name: nome });
  }

  /** Chooses a plan with its card's button ('Contratar', 'Efetivar' or 'Migrar') and confirms. */
  async choose(nome: string, action: string): Promise<void> {
    await this.plan(nome).getByRole('button', { name: action }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  }

  get charge(): Locator {
    return this.page.getByRole('region', { name: 'Cobrança da assinatura' });
  }

  get boletoLine(): Locator {
    return this.charge.getByLabel('Linha digitável');
  }
}
