import { expect, test } from '@playwright/test';
import { formatBRL, LIST_PAGES } from '@erp/domain';
import { ListPages } from '../pages/ListPages';
import { MainArea } from '../pages/MainArea';
import { apiCall } from '../support/api';
import type { HashPath } from '../support/routes';

interface Row {
  id: number;
  [field: string]: unknown;
}

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const pageOf = (name: keyof typeof LIST_PAGES) => LIST_PAGES[name].page as HashPath;

test.describe('business lists (issue 36)', () => {
  test('admin finds a customer by name and CNPJ, totals a seller’s month of sales, opens a product', async ({
    page,
  }, testInfo) => {
    const token = await MainArea.signIn(page, 'admin@demo.com.br');
    const lists = new ListPages(page);

    // A customer with a CNPJ, from the API, searched by name then by the CNPJ's digits.
    const [customer] = await apiCall<Row[]>(
      token,
      'GET',
      `Clientes?filter=${q({ where: { cpfCnpj: { like: '%/%' } }, limit: 1 })}`,
    );
    const nome = String(customer!.nome);
    const cnpj = String(customer!.cpfCnpj);
    await lists.open(pageOf('clientes'));
    await expect(lists.heading).toHaveText('Clientes');
    await expect(lists.rows).toHaveCount(20);
    await page.screenshot({ path: testInfo.outputPath('clientes.png'), fullPage: true });
    await lists.search.fill(nome);
    await expect(lists.rows.filter({ hasText: nome }).first()).toBeVisible();
    await lists.search.fill(cnpj.replace(/\D/g, ''));
    await expect(lists.rows).toHaveCount(1);
    await expect(lists.rows.first()).toContainText(nome);
    await expect(lists.rows.first()).toContainText(cnpj);

    // Sales of one seller in the current month: the page's total is the sum of what the API answers for that filter.
    const [seller] = await apiCall<Row[]>(token, 'GET', `Vendedores?filter=${q({ limit: 1 })}`);
    await lists.open(pageOf('pedidosVenda'));
    await lists.choose('Vendedor', String(seller!.nome));
    const filtered = lists.nextPageRequest('PedidosVenda', (f) =>
      JSON.stringify(f.where).includes('dataHora'),
    );
    await lists.chooseFirst('Mês');
    const filter = JSON.parse(new URL((await filtered).url()).searchParams.get('filter')!) as Row;
    expect(JSON.stringify(filter.where)).toContain(`"vendedorId":${seller!.id}`);
    const answer = await apiCall<Row[]>(token, 'GET', `PedidosVenda?filter=${q(filter)}`);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((row) => row.vendedorId === seller!.id)).toBe(true);
    const sum = answer.reduce((total, row) => total + Number(row.total), 0);
    await expect(lists.pageTotal).toHaveText(formatBRL(sum));
    await page.screenshot({ path: testInfo.outputPath('pedidos-de-venda.png'), fullPage: true });

    // A product's details: every field, the branch's balance included.
    await lists.open(pageOf('produtos'));
    const drawer = await lists.openDetails(/^Ver detalhes de /);
    await expect(drawer).toContainText('NCM');
    await expect(drawer).toContainText('Saldo na filial');
    await expect(drawer).toContainText('Preço de venda');
  });

  test('the salesperson sees customers and sales, and no finance', async ({ page }) => {
    const token = await MainArea.signIn(page, 'vendedor@demo.com.br');
    const lists = new ListPages(page);
    await lists.open(pageOf('clientes'));
    await expect(lists.rows.first()).toBeVisible();
    await lists.open(pageOf('pedidosVenda'));
    await expect(lists.rows.first()).toBeVisible();

    await expect(new MainArea(page).sidebar.getByText('Financeiro')).toHaveCount(0);
    await page.goto(`/#${pageOf('contasReceber')}`);
    await expect(page).toHaveURL(/#\/pages\/dashboard$/);
    await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
    await expect(apiCall(token, 'GET', 'ContasReceber')).rejects.toThrow(/answered 403/);
  });
});
