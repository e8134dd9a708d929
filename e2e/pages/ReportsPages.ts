import { expect, type Locator, type Page } from '@playwright/test';

/** remote-reports as a person sees it: a report's filter form, the exported reports grid and the header's modal. */
export class ReportsPages {
  constructor(private readonly page: Page) {}

  /** How the pt-BR calendar names a day of São Paulo's current month ('1 novembro 2026'). */
  static calendarDay(day: number, now = new Date()): string {
    const parts = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      month: 'long',
      year: 'numeric',
    }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${day} ${part('month')} ${part('year')}`;
  }

  /** Today's day of the month in São Paulo. */
  static today(now = new Date()): number {
    return Number(
      new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: 'numeric' }).format(now),
    );
  }

  async openReport(path: string): Promise<void> {
    await this.page.goto(`/#/pages/relatorios/${path}`);
  }

  /** Picks a period of the current month on the two calendars: from day `from` to day `to` (today by default). */
  async pickPeriod(from = 1, to = ReportsPages.today()): Promise<void> {
    for (const [label, day] of [
      ['Data inicial', from],
      ['Data final', to],
    ] as const) {
      const picker = this.page.getByRole('button', { name: new RegExp(`^${label}`) });
      await picker.click();
      await this.page.getByRole('button', { name: ReportsPages.calendarDay(day), exact: true }).click();
      await expect(picker).toContainText(`${String(day).padStart(2, '0')}/`);
      // A calendar closes after its pick with a transition: until it is gone, the next picker's calendar would hold
      // the same day's button twice (today, in both) and the click would find two (strict mode, seen under load).
      await expect(this.page.getByRole('dialog')).toHaveCount(0);
    }
  }

  /** Finds an entry of a searchable select by typing part of its name, then picks it. */
  async pick(field: string, search: string, option: string): Promise<void> {
    await this.page.getByRole('textbox', { name: field }).fill(search);
    await this.page.getByRole('option', { name: option, exact: true }).click();
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
