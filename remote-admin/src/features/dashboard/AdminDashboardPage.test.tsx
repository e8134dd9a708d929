import { screen, waitFor, within } from '@testing-library/react';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { loopbackError, json, startFakeApi } from '@erp/test-doubles';
import { brands, dashboardFigures, masterUser, suporteUser } from '../../test/adminFixtures';
import { AdminDashboardPage } from './AdminDashboardPage';

const figure = (label: string) => screen.getByRole('group', { name: label });

describe('AdminDashboardPage', () => {
  it("shows the brand's figures and 30 days of sign-ups", async () => {
    const api = startFakeApi();
    api.answer('POST', 'ConfigWhiteLabels/dashboard', () => json(dashboardFigures()));
    renderWithProviders(<AdminDashboardPage />, { session: { token: 't', user: masterUser() } });

    expect(screen.getByRole('heading', { name: 'Painel administrativo', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Empresas' })).toHaveTextContent('12');
    expect(figure('Usuários ativos')).toHaveTextContent('48');
    expect(figure('Em teste grátis')).toHaveTextContent('5');
    expect(figure('Testes vencendo em 7 dias')).toHaveTextContent('2');
    expect(figure('Bloqueadas')).toHaveTextContent('1');
    expect(screen.getAllByTestId('chart-day')).toHaveLength(30);
    // 4 on the last day + 2 on each of days 0, 7, 14, 21, 28.
    expect(screen.getByRole('group', { name: 'Cadastros dos últimos 30 dias' })).toBeInTheDocument();
    expect(screen.getByTestId('chart-readout')).toHaveTextContent('Total do período: 14 cadastros');
    const table = screen.getByRole('table', { name: 'Cadastros dos últimos 30 dias' });
    expect(within(table).getByRole('row', { name: '23/11/2026 4 cadastros' })).toBeInTheDocument();
    expect(api.calls('POST', 'ConfigWhiteLabels/dashboard').map((c) => c.body)).toEqual([{ idConfig: 1 }]);
  });

  it('gives a master user no brand picker: the own brand only', async () => {
    const api = startFakeApi();
    api.answer('POST', 'ConfigWhiteLabels/dashboard', () => json(dashboardFigures()));
    renderWithProviders(<AdminDashboardPage />, {
      config: fixtures.config({ idConfig: 2, title: 'Acme Gestão' }),
      session: { token: 't', user: masterUser() },
    });
    expect(await screen.findByRole('group', { name: 'Empresas' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Marca' })).not.toBeInTheDocument();
    expect(api.calls('POST', 'ConfigWhiteLabels/dashboard').map((c) => c.body)).toEqual([{ idConfig: 2 }]);
  });

  it("lets product-owner staff pick another brand and loads that brand's figures", async () => {
    const api = startFakeApi();
    api.answer('GET', 'ConfigWhiteLabels', () => json(brands));
    api.answer('POST', 'ConfigWhiteLabels/dashboard', (call) =>
      json(dashboardFigures({ empresas: (call.body as { idConfig: number }).idConfig === 2 ? 3 : 12 })),
    );
    const { user } = renderWithProviders(<AdminDashboardPage />, {
      session: { token: 't', user: suporteUser() },
    });
    expect(await screen.findByRole('group', { name: 'Empresas' })).toHaveTextContent('12');
    await user.click(screen.getByRole('textbox', { name: 'Marca' }));
    await user.click(await screen.findByRole('option', { name: '2 — Acme Gestão' }));
    await waitFor(() => expect(figure('Empresas')).toHaveTextContent('3'));
    expect(api.calls('POST', 'ConfigWhiteLabels/dashboard').map((c) => c.body)).toEqual([
      { idConfig: 1 },
      { idConfig: 2 },
    ]);
  });

  it("shows the API's refusal and tries again on demand", async () => {
    const api = startFakeApi();
    let refuse = true;
    api.answer('POST', 'ConfigWhiteLabels/dashboard', () =>
      refuse ? loopbackError(403, 'Acesso restrito à administração.') : json(dashboardFigures()),
    );
    const { user } = renderWithProviders(<AdminDashboardPage />, {
      session: { token: 't', user: masterUser() },
    });
    expect(await screen.findByText('Acesso restrito à administração.')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar os números da marca.')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('group', { name: 'Empresas' })).toBeInTheDocument();
  });
});
