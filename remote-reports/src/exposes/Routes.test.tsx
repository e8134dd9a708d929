import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { startReportsApi, type ReportsApi } from '../test/reportsApi';
import ReportsRoutes from './Routes';

let api: ReportsApi;

beforeEach(() => {
  api = startReportsApi();
  api.answer('GET', 'Usuarios/filiais', () =>
    Response.json([{ id: 3, nome: 'Mercado Centro Ltda', apelido: 'Centro', cpfCnpj: '12345678000195' }]),
  );
  api.answer('GET', 'Relatorios/opcoes/vendedores', () =>
    Response.json([
      { id: 7, nome: 'João Pereira' },
      { id: 12, nome: 'Maria Souza' },
    ]),
  );
});

// The pickers open on the current month; the test picks days of it, named as the calendar names them (pt-BR).
const now = new Date();
const month = now.toLocaleString('pt-BR', { month: 'long' });
const day = (n: number) => `${n} ${month} ${now.getFullYear()}`;
const iso = (n: number) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(n).padStart(2, '0')}`;

describe('reports routes', () => {
  it('shows the exported reports page with the empty-list text', async () => {
    renderWithProviders(<ReportsRoutes />, { route: '/exportacoes' });
    expect(screen.getByRole('heading', { name: 'Relatórios exportados' })).toBeInTheDocument();
    expect(await screen.findByText('Ops, nada encontrado por aqui.')).toBeInTheDocument();
  });

  it('validates a report form only after submit, with the spec messages, and sends nothing then', async () => {
    const { user } = renderWithProviders(<ReportsRoutes />, { route: '/vendas' });
    expect(screen.getByRole('heading', { name: 'Vendas' })).toBeInTheDocument();
    expect(screen.queryByText('Campo Obrigatório!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    expect(screen.getAllByText('Campo Obrigatório!')).toHaveLength(2);
    expect(api.calls('POST', /^Relatorios\/gerar/)).toHaveLength(0);
  });

  it('starts the report with a period picked on pt-BR calendars and a branch chosen from the list', async () => {
    const { user } = renderWithProviders(<ReportsRoutes />, { route: '/financeiro' });
    await user.click(screen.getByRole('button', { name: /Data inicial/ }));
    expect(await screen.findByText(new RegExp(`${month} ${now.getFullYear()}`, 'i'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: day(1) }));
    await user.click(screen.getByRole('button', { name: /Data final/ }));
    await user.click(await screen.findByRole('button', { name: day(10) }));
    await user.click(screen.getByRole('textbox', { name: 'Filial' }));
    await user.click(await screen.findByRole('option', { name: 'Centro' }));
    await user.click(screen.getByRole('textbox', { name: 'Tipo de lançamento' }));
    await user.click(await screen.findByRole('option', { name: 'Contas a pagar' }));
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() =>
      expect(api.calls('POST', 'Relatorios/gerar/financeiro/xlsx').map((c) => c.body)).toEqual([
        { dataInicial: iso(1), dataFinal: iso(10), filialId: 3, tipoLancamento: 'pagar' },
      ]),
    );
    expect(await screen.findByText('Gerando Financeiro XLSX...')).toBeInTheDocument();
  });

  it('finds a seller by name in the searchable list and sends its id', async () => {
    const { user } = renderWithProviders(<ReportsRoutes />, { route: '/vendas' });
    await user.click(screen.getByRole('button', { name: /Data inicial/ }));
    await user.click(await screen.findByRole('button', { name: day(2) }));
    await user.click(screen.getByRole('button', { name: /Data final/ }));
    // The end cannot come before the start: the calendar offers no earlier day.
    expect(await screen.findByRole('button', { name: day(1) })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: day(3) }));
    await user.type(screen.getByRole('textbox', { name: 'Vendedor' }), 'mar');
    expect(screen.queryByRole('option', { name: 'João Pereira' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Maria Souza' }));
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() =>
      expect(api.calls('POST', 'Relatorios/gerar/vendas/pdf').map((c) => c.body)).toEqual([
        { dataInicial: iso(2), dataFinal: iso(3), vendedorId: 12 },
      ]),
    );
  });

  it('starts one report when PDF is clicked twice before the screen re-renders', async () => {
    renderWithProviders(<ReportsRoutes />, { route: '/estoque/posicao-estoque' });
    const pdf = screen.getByRole('button', { name: 'PDF' });
    // Both clicks land in one render, as a double click does before React draws the busy button.
    await act(async () => {
      pdf.click();
      pdf.click();
    });
    expect(await screen.findAllByText('Gerando Posição de estoque PDF...')).toHaveLength(1);
    expect(api.calls('POST', 'Relatorios/gerar/posicao-estoque/pdf')).toHaveLength(1);
  });

  it('shows the stock reports as tabs, each a sub-route', async () => {
    const { user } = renderWithProviders(<ReportsRoutes />, { route: '/estoque/produtos-alterados' });
    expect(screen.getByRole('tab', { name: 'Produtos alterados' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Posição de estoque' }));
    expect(screen.getByRole('tab', { name: 'Posição de estoque' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText(/Data inicial/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(api.calls('POST', 'Relatorios/gerar/posicao-estoque/pdf')).toHaveLength(1));
  });
});
