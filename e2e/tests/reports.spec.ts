import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { REPORT_POLL_MS } from '@erp/domain';
import { MainArea } from '../pages/MainArea';
import { ReportsPages } from '../pages/ReportsPages';
import { apiCall } from '../support/api';
import { nextPostBody } from '../support/network';

interface Relatorio {
  id: number;
  descricao: string;
  tipo: 'pdf' | 'xlsx';
  status: number;
  url: string | null;
}

/** The newest report of the signed-in user, straight from the API. */
async function newestReport(token: string, tipo: 'pdf' | 'xlsx'): Promise<Relatorio> {
  const filter = JSON.stringify({ where: { tipo }, order: 'dataInclusao DESC', limit: 1 });
  const [report] = await apiCall<Relatorio[]>(
    token,
    'GET',
    `Relatorios?filter=${encodeURIComponent(filter)}`,
  );
  if (!report) throw new Error(`no ${tipo} report`);
  return report;
}

/**
 * Downloads a finished report's file the way a new tab does: through a short-lived download link of that file (its
 * `access_token`), never the session token, which the address refuses.
 */
async function download(token: string, url: string): Promise<Buffer> {
  const withSession = await fetch(`http://localhost:3000${url}?access_token=${encodeURIComponent(token)}`);
  expect(withSession.status).toBe(401);
  const link = await apiCall<{ url: string }>(token, 'POST', `${url.replace(/^\/api\//, '')}/link`, {});
  expect(link.url).not.toContain(token);
  const res = await fetch(`http://localhost:3000${link.url}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const signIn = (page: Page, email: string): Promise<string> => MainArea.signIn(page, email);

// @alone: the reports land in admin@demo's exported reports, which faults.spec and platform.spec expect empty.
// @db: the first test only. A job claimed through the pool and its announcement through Redis's socket fan-out are
// the same for every report; the seller's filter and the job's status read are SQL that PGlite runs as PostgreSQL
// does (the server's PostgreSQL pass has relatorios, reportContent and reportQueue), the polling is the page's own,
// and a refused permission writes nothing.
test.describe('reports (spec 001 §2, §4, §7, §9)', { tag: '@alone' }, () => {
  test(
    'a PDF and an Excel report are generated, announced, listed as Finalizado and downloadable',
    { tag: '@db' },
    async ({ page }) => {
      const token = await signIn(page, 'admin@demo.com.br');
      const reports = new ReportsPages(page);
      await reports.openReport('vendas');
      await reports.pickPeriod();

      await reports.generate('PDF');
      await expect(reports.toast('Gerando Vendas PDF...')).toBeVisible();
      await expect(reports.toast('Vendas PDF gerado.')).toBeVisible({ timeout: 60_000 });
      const pdf = await newestReport(token, 'pdf');
      expect(pdf.status).toBe(1);
      const pdfBytes = await download(token, pdf.url!);
      expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      await reports.generate('Excel');
      await expect(reports.toast('Vendas XLSX gerado.')).toBeVisible({ timeout: 60_000 });
      const xlsx = await newestReport(token, 'xlsx');
      const xlsxBytes = await download(token, xlsx.url!);
      // An .xlsx is a zip archive: local file header 'PK\x03\x04'.
      expect(xlsxBytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');

      await page.goto('/#/pages/relatorios/exportacoes');
      const excelRow = reports.gridRow('Vendas').filter({ hasText: 'XLSX' });
      await expect(excelRow).toContainText('Finalizado');
      const downloadButton = excelRow.getByRole('button', { name: 'Baixar relatório' });
      await expect(downloadButton).toBeVisible();
      // The button opens a tab and sends it to a short-lived download link of the file; the browser saves it. The
      // download's address is that link, the session token is nowhere in it, and what is saved is the spreadsheet.
      const saved = page.waitForEvent('popup').then((tab) => tab.waitForEvent('download'));
      await downloadButton.click();
      const file = await saved;
      expect(file.url()).toMatch(/\/api\/Relatorios\/\d+\/arquivo\?access_token=\d+\./);
      expect(file.url()).not.toContain(token);
      expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
      const savedBytes = await fs.readFile(await file.path());
      expect(savedBytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');

      const modal = await reports.openHeaderModal();
      await expect(modal.getByText('Vendas').first()).toBeVisible();
    },
  );

  test('a sales report of a seller, with the period picked on the calendars and the seller found by name', async ({
    page,
  }) => {
    const token = await signIn(page, 'admin@demo.com.br');
    const [seller] = await apiCall<Array<{ id: number; nome: string }>>(
      token,
      'GET',
      'Relatorios/opcoes/vendedores',
    );
    if (!seller) throw new Error('the demo company has no sellers');
    const reports = new ReportsPages(page);
    await reports.openReport('vendas');
    await reports.pickPeriod();
    await reports.pick('Vendedor', seller.nome.slice(0, 4), seller.nome);
    const sentBody = await nextPostBody(page, 'Relatorios/gerar/vendas/pdf');
    await reports.generate('PDF');
    const body = (await sentBody()) as Record<string, unknown>;
    expect(body).toMatchObject({ vendedorId: seller.id });
    expect(body.dataInicial).toMatch(/^\d{4}-\d{2}-01$/);
    await expect(reports.toast('Vendas PDF gerado.')).toBeVisible({ timeout: 60_000 });
  });

  test('with the socket blocked the 10 s polling still finishes the job', async ({ page }) => {
    await page.routeWebSocket(/socket\.io/, (ws) => ws.close());
    // The page's clock under the test's control, so its 10 s look at the job comes at once instead of after ten
    // seconds of waiting; it still has to be that look that ends the job (the socket is shut).
    await page.clock.install();
    await signIn(page, 'admin@demo.com.br');
    const reports = new ReportsPages(page);
    await reports.openReport('financeiro');
    await reports.pickPeriod();
    await reports.generate('PDF');
    const done = reports.toast('Financeiro PDF gerado.');
    await expect(async () => {
      await page.clock.fastForward(REPORT_POLL_MS);
      await expect(done).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  });

  test('a salesperson without the reports permission has no way to the reports', async ({ page }) => {
    await signIn(page, 'vendedor@demo.com.br');
    const main = new MainArea(page);
    await expect(main.sidebar.getByText('Relatórios', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Relatórios exportados' })).toHaveCount(0);
    await page.goto('/#/pages/relatorios/exportacoes');
    await expect(page).toHaveURL(/#\/pages\/dashboard$/);
    await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
  });
});
