import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-utils';
import { startFakeReportsApi, type FakeReportsApi } from '../test/fakeReportsApi';
import ReportsRoutes from './Routes';

let api: FakeReportsApi;

beforeEach(() => {
  api = startFakeReportsApi();
  api.answer('GET', 'Usuarios/filiais', () =>
    Response.json([{ id: 3, nome: 'Mercado Centro Ltda', apelido: 'Centro', cpfCnpj: '12345678000195' }]),
  );
});

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

  it('starts the report with the typed period and chosen branch', async () => {
    const { user } = renderWithProviders(<ReportsRoutes />, { route: '/financeiro' });
    await user.type(screen.getByLabelText(/Data inicial/), '01/05/2026');
    await user.type(screen.getByLabelText(/Data final/), '10/05/2026');
    await user.click(screen.getByRole('textbox', { name: 'Filial' }));
    await user.click(await screen.findByRole('option', { name: 'Centro' }));
    await user.click(screen.getByRole('textbox', { name: 'Tipo de lançamento' }));
    await user.click(await screen.findByRole('option', { name: 'Contas a pagar' }));
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() =>
      expect(api.calls('POST', 'Relatorios/gerar/financeiro/xlsx').map((c) => c.body)).toEqual([
        { dataInicial: '2026-05-01', dataFinal: '2026-05-10', filialId: 3, tipoLancamento: 'pagar' },
      ]),
    );
    expect(await screen.findByText('Gerando Financeiro XLSX...')).toBeInTheDocument();
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
