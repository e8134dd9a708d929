import { screen } from '@testing-library/react';
import { fixtures, renderWithProviders } from '@erp/test-utils';
import ShellRoutes from './Routes';

jest.mock('@erp/federation', () => ({
  RemoteModule: ({ area }: { area: string }) => <p>remote:{area}</p>,
}));
jest.mock('@erp/api-client', () => ({ getApi: () => ({ getUserInfo: jest.fn().mockResolvedValue(undefined) }) }));

describe('shell routes', () => {
  it('shows the dashboard in the layout with the user and branch from the shared session', () => {
    const user = fixtures.userInfo();
    renderWithProviders(<ShellRoutes mount="pages" />, { route: '/dashboard', session: { token: 't', user } });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('user-badge')).toHaveTextContent(user.nome);
    expect(screen.getByTestId('user-badge')).toHaveTextContent(user.filialSelecionadaObj.apelido || user.filialSelecionadaObj.nome);
    expect(screen.getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/logout');
  });

  it('loads the reports remote inside the layout for relatorios/*', () => {
    renderWithProviders(<ShellRoutes mount="pages" />, { route: '/relatorios/exportacoes', session: { token: 't' } });
    expect(screen.getByText('remote:reports')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o painel' })).toBeInTheDocument();
  });

  it('loads the admin remote for the administration area', () => {
    renderWithProviders(<ShellRoutes mount="administrador" />, { route: '/configuracoes/dashboard', session: { token: 't' } });
    expect(screen.getByText('remote:admin')).toBeInTheDocument();
  });
});
