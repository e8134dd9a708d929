import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import type { UserInfo } from '@erp/domain';
import { loopbackError } from '@erp/test-doubles';
import { startShellApi, type ShellApi } from '../../test/shellApi';
import { HeaderBar } from './HeaderBar';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const VENDEDOR = fixtures.userInfo({
  nome: 'Vendedor Demo',
  perfilAdmin: false,
  permissoes: { clientes: 1, vendas: 1 },
});
const CONTADOR = fixtures.userInfo({ nome: 'Contador Demo', perfilAdmin: false, isContador: true });

let api: ShellApi;
const onToggleNavbar = jest.fn();

beforeEach(() => {
  window.localStorage.clear();
  // The what's-new notice has its own tests; here it is already read.
  window.localStorage.setItem('erp:novidades:boletos', '1');
  onToggleNavbar.mockClear();
  api = startShellApi();
});

function renderHeader(route: string, user: UserInfo | null = fixtures.userInfo(), navbarOpened = true) {
  if (user) api.db.user = user;
  return renderWithProviders(
    <>
      <HeaderBar navbarOpened={navbarOpened} onToggleNavbar={onToggleNavbar} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    {
      route,
      session: { token: 't', user, loginUser: fixtures.loginUser({ nome: 'Login Demo' }) },
    },
  );
}

const star = () => screen.getByRole('button', { name: /favoritos$/ });
const strip = () => screen.getByRole('navigation', { name: 'Favoritos' });

describe('header bar: what each user sees', () => {
  it('shows logo, sidebar toggle, favourites, alerts, favourite toggle, settings and the user badge', async () => {
    const { user } = renderHeader('/pages/vendas/clientes');
    expect(screen.getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute(
      'href',
      '/pages/dashboard',
    );
    expect(screen.getByRole('img', { name: 'ERP Demo' })).toBeInTheDocument();
    const burger = screen.getByRole('button', { name: 'Mostrar ou ocultar o menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await user.click(burger);
    expect(onToggleNavbar).toHaveBeenCalledTimes(1);

    expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(star()).toHaveAccessibleName('Adicionar aos favoritos');
    expect(screen.getByRole('button', { name: 'Configurações' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Visão do cliente' })).not.toBeInTheDocument();
    expect(screen.getByTestId('user-badge')).toHaveTextContent('Admin Demo');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/pages/dashboard',
    );
    await waitFor(() => expect(api.calls('GET', 'Favoritos')).toHaveLength(1));
    expect(api.calls('GET', 'Alertas/obter')).toHaveLength(1);
  });

  it('shows the brand title when it has no logo', () => {
    api.db.user = fixtures.userInfo();
    renderWithProviders(<HeaderBar navbarOpened={false} onToggleNavbar={onToggleNavbar} />, {
      config: fixtures.config({ title: 'Acme Gestão', imagens: {} }),
      session: { token: 't', user: api.db.user },
    });
    expect(screen.getByRole('heading', { name: 'Acme Gestão' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar ou ocultar o menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens the settings menu with the entries the user may see', async () => {
    const { user } = renderHeader('/pages/dashboard');
    await user.click(screen.getByRole('button', { name: 'Configurações' }));
    expect(await screen.findByRole('menuitem', { name: 'Certificado digital' })).toHaveAttribute(
      'href',
      '/pages/configuracoes/certificado-digital',
    );
  });

  it('hides the settings button when the settings menu has no items', async () => {
    renderHeader('/pages/vendas/clientes', VENDEDOR);
    await waitFor(() => expect(api.calls('GET', 'Favoritos')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Configurações' })).not.toBeInTheDocument();
    expect(star()).toBeInTheDocument();
  });

  it('in the administrative panel shows the client view instead of favourite and settings', async () => {
    const { user } = renderHeader('/administrador/configuracoes/dashboard');
    expect(screen.queryByRole('button', { name: /favoritos$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Configurações' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Favoritos' })).not.toBeInTheDocument();
    expect(api.calls('GET', 'Favoritos')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Visão do cliente' }));
    // The spec's 300 ms delay before leaving the panel.
    expect(screen.getByTestId('where')).toHaveTextContent('/administrador/configuracoes/dashboard');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pages/dashboard'));
    // Back in the client's view, the header is the main area's again.
    expect(await screen.findByRole('button', { name: 'Configurações' })).toBeInTheDocument();
  });

  it('treats a user in painelAdministrativo mode as in the panel on any route', () => {
    renderHeader('/pages/dashboard', fixtures.userInfo({ painelAdministrativo: true }));
    expect(screen.getByRole('button', { name: 'Visão do cliente' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favoritos$/ })).not.toBeInTheDocument();
  });
});

describe('header bar: favourites (spec 001 §4–5, §8)', () => {
  it('adds the current menu page and removes it again', async () => {
    const { user } = renderHeader('/pages/vendas/clientes');
    await waitFor(() => expect(api.calls('GET', 'Favoritos')).toHaveLength(1));
    await user.click(star());
    expect(await screen.findByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'href',
      '/pages/vendas/clientes',
    );
    expect(api.calls('POST', 'Favoritos').map((c) => c.body)).toEqual([
      { link: '/pages/vendas/clientes', title: 'Clientes' },
    ]);
    expect(star()).toHaveAccessibleName('Remover dos favoritos');
    expect(star()).toHaveAttribute('aria-pressed', 'true');

    await user.click(star());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Clientes' })).not.toBeInTheDocument());
    expect(api.calls('DELETE', /^Favoritos\/\d+$/)).toHaveLength(1);
    expect(api.db.favoritos).toEqual([]);
    expect(star()).toHaveAccessibleName('Adicionar aos favoritos');
  });

  it('keeps an accountant from favouriting', async () => {
    const { user } = renderHeader('/pages/nfe/exportar-xml-nfe', CONTADOR);
    await user.click(star());
    expect(await screen.findByText('Não é possível favoritar esta página')).toBeInTheDocument();
    expect(api.calls('POST', 'Favoritos')).toHaveLength(0);
  });

  it('refuses a page that is not a menu entry', async () => {
    const { user } = renderHeader('/pages/vendas/clientes/editar/5');
    await user.click(star());
    expect(await screen.findByText('Não é possível favoritar esta página')).toBeInTheDocument();
    expect(api.calls('POST', 'Favoritos')).toHaveLength(0);
  });

  it('stops at the limit of favourites', async () => {
    api.db.favoritos = Array.from({ length: 10 }, (_, i) => ({
      id: i + 1,
      link: `/pages/pagina-${i}`,
      title: `Página ${i}`,
    }));
    const { user } = renderHeader('/pages/vendas/clientes');
    await waitFor(() => expect(api.calls('GET', 'Favoritos')).toHaveLength(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    await user.click(star());
    expect(await screen.findByText('Limite de 10 favoritos')).toBeInTheDocument();
    expect(api.calls('POST', 'Favoritos')).toHaveLength(0);
  });

  it('does not remove a default favourite', async () => {
    const { user } = renderHeader('/pages/dashboard');
    expect(star()).toHaveAccessibleName('Remover dos favoritos');
    await user.click(star());
    expect(
      await screen.findByText("O menu 'Dashboard' não pode ser removido dos favoritos"),
    ).toBeInTheDocument();
    expect(api.calls('DELETE', /^Favoritos/)).toHaveLength(0);
    expect(strip()).toHaveTextContent('Dashboard');
  });

  it("shows the server's refusal in its words", async () => {
    api.answer('POST', 'Favoritos', () => loopbackError(400, 'Limite de 10 favoritos'));
    const { user } = renderHeader('/pages/vendas/clientes');
    await user.click(star());
    expect(await screen.findByText('Limite de 10 favoritos')).toBeInTheDocument();
  });

  it('hides stored favourites whose page the user no longer sees', async () => {
    api.db.favoritos = [
      { id: 1, link: '/pages/vendas/clientes', title: 'Clientes' },
      { id: 2, link: '/pages/financeiro/lancamentos/lista/despesas', title: 'Contas a pagar' },
    ];
    renderHeader('/pages/dashboard', VENDEDOR);
    expect(await screen.findByRole('link', { name: 'Clientes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contas a pagar' })).not.toBeInTheDocument();
  });
});

describe('header bar: exported reports button (spec 001 §2)', () => {
  it('says the reports are unavailable when the reports remote cannot load, and the header keeps working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderHeader('/pages/vendas/clientes');
    expect(await screen.findByRole('button', { name: 'Relatórios indisponíveis' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Configurações' }));
    expect(await screen.findByRole('menuitem', { name: 'Certificado digital' })).toBeInTheDocument();
    expect(screen.queryByText('Esta área está indisponível no momento')).not.toBeInTheDocument();
  });

  it('is not there for users who may not see reports, nor in the administrative panel', async () => {
    renderHeader('/pages/vendas/clientes', VENDEDOR);
    await waitFor(() => expect(api.calls('GET', 'Favoritos')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Relatórios/ })).not.toBeInTheDocument();
  });

  it('is not shown in the administrative panel', () => {
    renderHeader('/administrador/configuracoes/dashboard');
    expect(screen.queryByRole('button', { name: /Relatórios/ })).not.toBeInTheDocument();
  });
});

describe('header bar: start-up', () => {
  it('waits up to 500 ms for the user info, then shows what the session has', async () => {
    renderHeader('/pages/dashboard', null);
    expect(screen.getByTestId('user-badge-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('user-badge')).not.toBeInTheDocument();
    expect(await screen.findByTestId('user-badge')).toHaveTextContent('Login Demo');
  });

  it("shows the what's-new notice once in the main area, not in the panel", async () => {
    window.localStorage.clear();
    const first = renderHeader('/administrador/configuracoes/dashboard');
    expect(screen.queryByRole('dialog', { name: 'Temos novidades para voce' })).not.toBeInTheDocument();
    first.unmount();

    const { user } = renderHeader('/pages/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Finalizar' }));
    expect(screen.queryByRole('dialog', { name: 'Temos novidades para voce' })).not.toBeInTheDocument();
  });
});
