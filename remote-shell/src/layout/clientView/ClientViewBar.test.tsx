import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { sessionStore } from '@erp/session';
import { fixtures, renderWithProviders } from '@erp/test-utils';
import { ClientViewBar } from './ClientViewBar';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const admin = fixtures.userInfo({ id: 4, nome: 'Suporte Demo', isAvanco: true, perfilAdmin: false });

describe('ClientViewBar', () => {
  it('shows nothing outside a client view', () => {
    renderWithProviders(<ClientViewBar />, { session: { token: 't', user: admin } });
    expect(screen.queryByText(/Visão do cliente/)).not.toBeInTheDocument();
  });

  it("names the company, and 'Voltar ao painel' restores the administrator's session and opens the users screen", async () => {
    const { user } = renderWithProviders(
      <>
        <ClientViewBar />
        <Where />
      </>,
      {
        route: '/pages/dashboard',
        session: {
          token: 'view-token',
          user: null,
          clientView: {
            empresaId: 7,
            nome: 'Acme Comércio',
            admin: { token: 'admin-token', loginUser: null, user: admin },
          },
        },
      },
    );
    expect(screen.getByText('Visão do cliente: Acme Comércio — somente leitura')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao painel' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/administrador/configuracoes/usuarios');
    expect(sessionStore.getState()).toMatchObject({ token: 'admin-token', user: admin, clientView: null });
    expect(screen.queryByText(/somente leitura/)).not.toBeInTheDocument();
  });

  it('also shows for a view session the server reports, and without a kept session goes back to the login', async () => {
    const { user } = renderWithProviders(
      <>
        <ClientViewBar />
        <Where />
      </>,
      {
        route: '/pages/dashboard',
        session: {
          token: 'view-token',
          user: { ...admin, visaoCliente: { empresaId: 7, nome: 'Mercado Demo Ltda' } },
        },
      },
    );
    expect(screen.getByText('Visão do cliente: Mercado Demo Ltda — somente leitura')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao painel' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth/login');
    expect(sessionStore.getState().token).toBeNull();
  });
});
