import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { MOUNTS, urlOf, type HashPath } from '../support/routes';

/** What a visitor types on the sign-up screens; the fields a brand hides are left out. */
export interface SignupAccount {
  empresa: string;
  nome: string;
  telefone: string;
  email: string;
  senha: string;
  /** Only brands that show the CPF/CNPJ field (Acme). */
  cpfCnpj?: string;
}

const SIGNUP_URL = '**/api/Usuarios/cadastro';
const SIGNUP_PATH = /\/api\/Usuarios\/cadastro$/;

/** The trial sign-up of remote-signup (brand 1's one page, and the Acme build's two steps), as a person sees it. */
export class SignupPage {
  private watching = false;

  constructor(private readonly page: Page) {}

  /**
   * Chromium reports no body for the API's cross-origin, preflighted POSTs unless the request is intercepted; passing
   * the sign-up through a route that only continues it lets a test read what the screen sent.
   */
  private async watchSignups(): Promise<void> {
    if (this.watching) return;
    this.watching = true;
    await this.page.route(SIGNUP_URL, (route) => route.continue());
  }

  /** Opens a sign-up route (`/cadastrar`, `/cadastrar-erp`) with the link's query (`indicante`, `campo1`…). */
  async goto(
    options: { route?: HashPath; origin?: string; query?: Record<string, string> } = {},
  ): Promise<void> {
    await this.watchSignups();
    const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    await this.page.goto(`${urlOf(options.route ?? MOUNTS.cadastrar, options.origin)}${query}`);
    await expect(this.title).toBeVisible();
  }

  get title(): Locator {
    return this.page.getByRole('heading', { name: /^Experimente / });
  }

  /** A text, phone, e-mail or password field, by its label. */
  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  get terms(): Locator {
    return this.page.getByRole('checkbox', { name: 'Termos de uso' });
  }

  get confirm(): Locator {
    return this.page.getByRole('button', { name: /^(Confirmar|Carregando\.\.\.)$/ });
  }

  get next(): Locator {
    return this.page.getByRole('button', { name: 'Próximo' });
  }

  /** The invalid-referral alert, or any other alert of the page. */
  alert(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** The modal warning ('Atenção!', the duplicate message…) holding `text`. */
  dialog(text: string): Locator {
    return this.page.getByRole('dialog').filter({ hasText: text });
  }

  async closeDialog(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  /** Fills the account fields the screen shows; the Acme build also asks to confirm the e-mail. */
  async fillAccount(account: SignupAccount): Promise<void> {
    await this.field('Nome da empresa').fill(account.empresa);
    await this.field('Seu nome').fill(account.nome);
    await this.field('Telefone').fill(account.telefone);
    await this.field('E-mail').fill(account.email);
    const confirmEmail = this.field('Confirme o e-mail');
    if (await confirmEmail.isVisible()) await confirmEmail.fill(account.email);
    if (account.cpfCnpj !== undefined) await this.field('CPF/CNPJ').fill(account.cpfCnpj);
    await this.field('Senha').fill(account.senha);
    await this.field('Confirmar senha').fill(account.senha);
  }

  /** Picks `option` in one of the screen's selects (regime, state, segment, role). */
  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('textbox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /**
   * Types in the city search keystroke by keystroke, picks `city` among the server's answers with the keyboard, and
   * answers the searches the typing caused (debounced: far fewer than the keystrokes).
   */
  async searchCity(query: string, city: string): Promise<Request[]> {
    const input = this.page.getByRole('textbox', { name: 'Cidade', exact: true });
    const searches: Request[] = [];
    const record = (r: Request) => {
      if (new URL(r.url()).pathname.endsWith('/api/Ceps/ngcidades')) searches.push(r);
    };
    this.page.on('request', record);
    await input.click();
    await input.pressSequentially(query, { delay: 40 });
    await expect(this.page.getByRole('option', { name: city, exact: true })).toBeVisible();
    this.page.off('request', record);
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(input).toHaveValue(city);
    return searches;
  }

  /** The next `POST Usuarios/cadastro` the page sends. */
  nextSignupRequest(): Promise<Request> {
    return this.page.waitForRequest(SignupPage.isSignupRequest);
  }

  static isSignupRequest(request: Request): boolean {
    return request.method() === 'POST' && SIGNUP_PATH.test(new URL(request.url()).pathname);
  }
}
