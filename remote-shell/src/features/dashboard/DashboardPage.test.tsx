import { act, screen, within } from '@testing-library/react';
import type { DashboardResumo } from '@erp/domain';
import { sessionStore } from '@erp/session';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { loopbackError } from '@erp/test-doubles';
import { startShellApi } from '../../test/shellApi';
import { DashboardPage } from './DashboardPage';

const json = (data: unknown): Response =>
  new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });

const resumo = (overrides: Partial<DashboardResumo> = {}): DashboardResumo => ({
  vendasHoje: 1234.5,
  vendasMes: 45678.9,
  quantidadeVendasHoje: 7,
  receberProximos7Dias: 3200,
  pagarProximos7Dias: 1500.25,
  receberVencido: 410,
  pagarVencido: 0,
  produtosEstoqueBaixo: 3,
  vendasUltimos30Dias: [
    { data: '2026-11-21', total: 900 },
    { data: '2026-11-22', total: 0 },
    { data: '2026-11-23', total: 1234.5 },
  ],
  ...overrides,
});

const figure = (label: string) => within(screen.getByRole('group', { name: label }));

describe('DashboardPage', () => {
  it('shows the branch figures in BRL and the 30-day chart', async () => {
    const api = startShellApi();
    api.answer('GET', 'Dashboard/resumo', () => json(resumo()));
    renderWithProviders(<DashboardPage />, { session: { token: 't', user: fixtures.userInfo() } });

    expect(screen.getByRole('status')).toHaveTextContent('Carregando o dashboard…');
    expect(await screen.findByRole('group', { name: 'Vendas hoje' })).toHaveTextContent('R$ 1.234,50');
    // The page's title is its one level-one heading (what screen readers jump to first).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(figure('Vendas hoje').getByText('7 vendas')).toBeInTheDocument();
    expect(figure('Vendas no mês').getByText('R$ 45.678,90')).toBeInTheDocument();
    expect(figure('A receber em 7 dias').getByText('R$ 3.200,00')).toBeInTheDocument();
    expect(figure('A pagar em 7 dias').getByText('R$ 1.500,25')).toBeInTheDocument();
    expect(figure('Recebimentos vencidos').getByText('R$ 410,00')).toBeInTheDocument();
    expect(figure('Pagamentos vencidos').getByText('R$ 0,00')).toBeInTheDocument();
    expect(figure('Produtos com estoque baixo').getByText('3')).toBeInTheDocument();

    expect(screen.getByRole('group', { name: 'Vendas dos últimos 30 dias' })).toBeInTheDocument();
    expect(screen.getByTestId('chart-readout')).toHaveTextContent('Total do período: R$ 2.134,50');
    expect(screen.getAllByTestId('chart-day')).toHaveLength(3);
    const table = screen.getByRole('table', { name: 'Vendas dos últimos 30 dias' });
    expect(within(table).getByRole('row', { name: '23/11/2026 R$ 1.234,50' })).toBeInTheDocument();
  });

  it('loads again when the selected branch changes', async () => {
    const api = startShellApi();
    const user = fixtures.userInfo();
    api.answer('GET', 'Dashboard/resumo', () =>
      json(sessionStore.getState().user?.filialSelecionada === 2 ? resumo({ vendasHoje: 99 }) : resumo()),
    );
    renderWithProviders(<DashboardPage />, { session: { token: 't', user } });
    expect(await screen.findByText('R$ 1.234,50', { selector: 'p' })).toBeInTheDocument();

    act(() =>
      sessionStore.getState().setUser({
        ...user,
        filialSelecionada: 2,
        filialSelecionadaObj: fixtures.filialSelecionada({ id: 2, apelido: 'Filial Centro' }),
      }),
    );
    expect(await screen.findByText('R$ 99,00')).toBeInTheDocument();
    expect(api.calls('GET', 'Dashboard/resumo')).toHaveLength(2);
  });

  it('shows the server message and retries on demand', async () => {
    const api = startShellApi();
    let fail = true;
    api.answer('GET', 'Dashboard/resumo', () =>
      fail ? loopbackError(500, 'Falha ao somar as vendas.') : json(resumo()),
    );
    const { user } = renderWithProviders(<DashboardPage />, {
      session: { token: 't', user: fixtures.userInfo() },
    });
    expect(await screen.findByText('Falha ao somar as vendas.')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar o dashboard.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('group', { name: 'Vendas hoje' })).toBeInTheDocument();
  });

  it('shows the blocked state when the server answers 402', async () => {
    const api = startShellApi();
    api.answer('GET', 'Dashboard/resumo', () =>
      loopbackError(402, 'Assinatura bloqueada. Regularize o plano para continuar.'),
    );
    renderWithProviders(<DashboardPage />, { session: { token: 't', user: fixtures.userInfo() } });
    expect(await screen.findByRole('heading', { name: 'Acesso bloqueado', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Assinatura bloqueada. Regularize o plano para continuar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conheça os planos' })).toHaveAttribute('href', '/planos');
  });
});
