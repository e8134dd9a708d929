import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { sessionStore } from '@erp/session';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { startShellApi, type ShellApi } from '../../test/shellApi';
import { ClientViewBar } from './ClientViewBar';

let api: ShellApi;
beforeEach(() => {
  api = startShellApi();
});
const serverAnswers = (status: number) => {
  api.answer('POST', 'Admin/visao-cliente/sair', () => new Response(null, { status }));
  api.answer('POST', 'Usuarios/logout', () => new Response(null, { status }));
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

type Session = NonNullable<Parameters<typeof renderWithProviders>[1]>['session'];

/** The bar on a main-area page, with where the way back leads. */
const renderBar = (session: Session) =>
  renderWithProviders(
    <>
      <ClientViewBar />
      <Where />
    </>,
    { route: '/pages/dashboard', session },
  );

const admin = fixtures.userInfo({ id: 4, nome: 'Suporte Demo', isAvanco: true, perfilAdmin: false });

describe('ClientViewBar', () => {
  it('shows nothing outside a client view', () => {
    renderWithProviders(<ClientViewBar />, { session: { token: 't', user: admin } });
    expect(screen.queryByText(/Visão do cliente/)).not.toBeInTheDocument();
  });

  it("names the company, and 'Voltar ao painel' restores the administrator's session and opens the users screen", async () => {
    serverAnswers(204);
    const { user } = renderBar({
      token: 'view-token',
      user: null,
      clientView: {
        empresaId: 7,
        nome: 'Acme Comércio',
        admin: { token: 'admin-token', loginUser: null, user: admin },
      },
    });
    expect(screen.getByText('Visão do cliente: Acme Comércio — somente leitura')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao painel' }));
    // The page is already there before the click: wait for the navigation, not for the element.
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/administrador/configuracoes/usuarios'),
    );
    expect(sessionStore.getState()).toMatchObject({ token: 'admin-token', user: admin, clientView: null });
    // The view's token is ended on the server, with that token; the administrator's own session is not.
    expect(api.calls('POST', 'Admin/visao-cliente/sair').map((c) => c.token)).toEqual(['view-token']);
    expect(api.calls('POST', 'Usuarios/logout')).toEqual([]);
    expect(screen.queryByText(/somente leitura/)).not.toBeInTheDocument();
  });

  it('also shows for a view session the server reports, and without a kept session goes back to the login', async () => {
    serverAnswers(204);
    const { user } = renderBar({
      token: 'view-token',
      user: { ...admin, visaoCliente: { empresaId: 7, nome: 'Mercado Demo Ltda' } },
    });
    expect(screen.getByText('Visão do cliente: Mercado Demo Ltda — somente leitura')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar ao painel' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/auth/login'));
    expect(sessionStore.getState().token).toBeNull();
    expect(api.calls('POST', 'Usuarios/logout').map((c) => c.token)).toEqual(['view-token']);
  });

  it('goes back to the panel even when the view had already ended on the server', async () => {
    serverAnswers(401);
    const { user } = renderBar({
      token: 'expired-view',
      clientView: {
        empresaId: 7,
        nome: 'Acme',
        admin: { token: 'admin-token', loginUser: null, user: admin },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Voltar ao painel' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/administrador/configuracoes/usuarios'),
    );
    expect(sessionStore.getState().token).toBe('admin-token');
  });
});
