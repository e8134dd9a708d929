import { screen } from '@testing-library/react';
import { fixtures, renderWithProviders } from '@erp/test-utils';
import ShellRoutes from './Routes';

jest.mock('@erp/federation', () => ({
  RemoteModule: ({ area }: { area: string }) => <p>remote:{area}</p>,
}));
jest.mock('@erp/api-client', () => ({
  getApi: () => ({ getUserInfo: jest.fn(() => new Promise(() => undefined)) }),
}));

describe('shell routes', () => {
  it('shows the dashboard in the layout with the user and branch from the shared session', () => {
    const user = fixtures.userInfo();
    renderWithProviders(<ShellRoutes mount="pages" />, {
      route: '/pages/dashboard',
      path: '/pages/*',
      session: { token: 't', user },
    });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('user-badge')).toHaveTextContent(user.nome);
    expect(screen.getByTestId('user-badge')).toHaveTextContent(
      user.filialSelecionadaObj.apelido || user.filialSelecionadaObj.nome,
    );
    expect(screen.getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/logout');
  });

  it('loads the reports remote inside the layout for relatorios/*', () => {
    renderWithProviders(<ShellRoutes mount="pages" />, {
      route: '/pages/relatorios/exportacoes',
      path: '/pages/*',
      session: { token: 't' },
    });
    expect(screen.getByText('remote:reports')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o painel' })).toBeInTheDocument();
  });

  it('loads the admin remote for the administration area', () => {
    renderWithProviders(<ShellRoutes mount="administrador" />, {
      route: '/administrador/configuracoes/dashboard',
      path: '/administrador/*',
      session: { token: 't' },
    });
    expect(screen.getByText('remote:admin')).toBeInTheDocument();
  });
});

describe('landing', () => {
  it('sends an accountant from the dashboard to the XML export', () => {
    const user = { ...fixtures.userInfo(), isContador: true };
    renderWithProviders(<ShellRoutes mount="pages" />, {
      route: '/pages/dashboard',
      path: '/pages/*',
      session: { token: 't', user },
    });
    expect(screen.getByRole('heading', { name: 'Exportar XML NF-e' })).toBeInTheDocument();
  });
});
