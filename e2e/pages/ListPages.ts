import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { urlOf, type HashPath } from '../support/routes';

/** A business list of the main area (clientes, pedidos de venda, produtos…), as a person uses it. */
export class ListPages {
  constructor(private readonly page: Page) {}

  /** Opens a menu page by its address and waits for its grid. */
  async open(path: HashPath): Promise<void> {
    await this.page.goto(urlOf(path));
    await expect(this.grid).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get grid(): Locator {
    return this.page.getByRole('table');
  }

  /** The grid's body rows (not the header). */
  get rows(): Locator {
    return this.grid.locator('tbody tr');
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Pesquisar' });
  }

  get pageTotal(): Locator {
    return this.page.getByTestId('total-da-pagina');
  }

  /** Picks a choice of one of the selects above the grid ('Vendedor', 'Mês'…). */
  async choose(filter: string, option: string | RegExp): Promise<void> {
    await this.page.getByRole('textbox', { name: filter }).click();
    await this.page.getByRole('option', { name: option }).first().click();
  }

  /** The first choice a select offers (the current month for 'Mês'). */
  async chooseFirst(filter: string): Promise<string> {
    await this.page.getByRole('textbox', { name: filter }).click();
    const option = this.page.getByRole('option').first();
    const label = (await option.textContent()) ?? '';
    await option.click();
    return label;
  }

  /** The next request for a page of `resource` that matches `predicate` on its filter. */
  nextPageRequest(
    resource: string,
    predicate: (filter: Record<string, unknown>) => boolean,
  ): Promise<Request> {
    return this.page.waitForRequest((request) => {
      const url = new URL(request.url());
      if (url.pathname !== `/api/${resource}`) return false;
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
      return predicate(filter);
    });
  }

  async openDetails(label: RegExp): Promise<Locator> {
    await this.page.getByRole('button', { name: label }).first().click();
    const drawer = this.page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    return drawer;
  }
}
