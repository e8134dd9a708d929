import { expect, type Locator, type Page } from '@playwright/test';
import { hashOf } from '@erp/domain';
import { apiToken } from '../support/api';
import { routeTo, type HashPath } from '../support/routes';

/** Where the demo accounts land that do not land on the dashboard (CONTRACT "Demo data"; auth.spec checks it). */
const LANDINGS: Record<string, HashPath> = {
  'contador@demo.com.br': routeTo.exportarXmlNfe(),
  'suporte@demo.com.br': routeTo.adminDashboard(),
  'master@demo.com.br': routeTo.adminDashboard(),
};

/** The signed-in area of remote-shell (header bar, sidebar, dashboard), as a person sees it. */
export class MainArea {
  constructor(private readonly page: Page) {}

  /** The what's-new notice is shown once per browser; most tests start with it already read. */
  static async skipWhatsNew(page: Page): Promise<void> {
    await page.addInitScript(() => localStorage.setItem('erp:novidades:boletos', '1'));
  }

  /**
   * Signs `email` in through the API and opens where the account lands (or `path`) with that session, no login form:
   * for tests about what comes after signing in (auth.spec signs in on the form). Answers the token.
   */
  static async signIn(
    page: Page,
    email: string,
    path: HashPath = LANDINGS[email] ?? routeTo.dashboard(),
  ): Promise<string> {
    await MainArea.skipWhatsNew(page);
    const token = await apiToken(email);
    await page.goto(`/?token=${token}${hashOf(path)}`);
    await expect(new MainArea(page).userBadge).toBeVisible();
    return token;
  }

  get sidebar(): Locator {
    return this.page.getByRole('navigation', { name: 'Menu principal' });
  }

  get favoritesStrip(): Locator {
    return this.page.getByRole('navigation', { name: 'Favoritos' });
  }

  get userBadge(): Locator {
    return this.page.getByTestId('user-badge');
  }

  get bell(): Locator {
    return this.page.getByRole('button', { name: /^Notificações/ });
  }

  get alertsDropdown(): Locator {
    return this.page.getByRole('dialog', { name: 'Notificações' });
  }

  /** A figure card of the dashboard, by its label ('Vendas hoje', 'Vendas no mês'…). */
  figure(label: string): Locator {
    return this.page.getByRole('group', { name: label });
  }

  async toggleFavorite(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Adicionar aos|Remover dos) favoritos$/ }).click();
  }

  async switchBranch(label: string): Promise<void> {
    await this.userBadge.click();
    await this.page.getByRole('menuitem', { name: 'Trocar filial' }).click();
    const modal = this.page.getByRole('dialog', { name: 'Trocar filial' });
    await modal.getByRole('button', { name: new RegExp(label) }).click();
    await expect(modal).toBeHidden();
  }
}
