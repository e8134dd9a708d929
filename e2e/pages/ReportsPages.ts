import { expect, type Locator, type Page } from '@playwright/test';

/** remote-reports as a person sees it: a report's filter form, the exported reports grid and the header's modal. */
export class ReportsPages {
  constructor(private readonly page: Page) {}

  /** dd/mm/aaaa of a day in São Paulo, as the forms take it. */
  static brDate(date: Date): string {
    return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(date);
  }

  async openReport(path: string): Promise<void> {
    await this.page.goto(`/#/pages/relatorios/${path}`);
  }

  async fillPeriod(from: Date, to: Date): Promise<void> {
    await this.page.getByLabel('Data inicial').fill(ReportsPages.brDate(from));
    await this.page.getByLabel('Data final').fill(ReportsPages.brDate(to));
  }

  async generate(format: 'PDF' | 'Excel'): Promise<void> {
    await this.page.getByRole('button', { name: format, exact: true }).click();
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByText(text).first();
  }

  /** The grid row of the newest report with this description. */
  gridRow(descricao: string): Locator {
    return this.page.getByRole('row').filter({ hasText: descricao }).first();
  }

  async openHeaderModal(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Relatórios exportados' }).click();
    const modal = this.page.getByRole('dialog', { name: /^Relatorios exportados \( \d+ \)$/ });
    await expect(modal).toBeVisible();
    return modal;
  }
}
