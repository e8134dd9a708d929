import { screen, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { renderWithProviders } from '@erp/test-doubles/react';
import type { UserInfo } from '@erp/domain';
import { startShellApi } from '../test/shellApi';
import { adminUser, avancoUser, contadorUser, vendedorUser } from '../test/shellUsers';
import { MainLayout } from './MainLayout';
import { NAVBAR_OPENED_KEY, SMALL_SCREEN_QUERY } from './navbar/useNavbarOpened';

// The header's exported-reports modal (a remote) loads once the page is idle; these tests are about the menu, and
// without a published reports area its load would only fill the output with the area's error.
jest.mock('@erp/federation', () => ({
  ...jest.requireActual<object>('@erp/federation'),
  useAfterIdle: () => [false, () => undefined],
}));

function Where() {
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{useLocation().pathname}</p>
      <button type="button" onClick={() => navigate('/pages/relatorios/exportacoes')}>
        Abrir relatórios exportados
      </button>
    </>
  );
}

function renderLayout(user: UserInfo, route = '/pages/dashboard') {
  startShellApi({ user });
  return renderWithProviders(
    <MainLayout>
      <Where />
    </MainLayout>,
    { route, session: { token: 't', user } },
  );
}

const sidebar = () => within(screen.getByRole('navigation', { name: 'Menu principal' }));

beforeEach(() => localStorage.clear());

describe('sidebar menu (spec 001 §6)', () => {
  it('shows an administrator every group, Financeiro included', () => {
    renderLayout(adminUser());
    expect(sidebar().getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    for (const group of ['Financeiro', 'Vendas', 'Estoque', 'Pagamentos', 'Relatórios', 'Assinatura'])
      expect(sidebar().getByRole('button', { name: group })).toBeInTheDocument();
  });

  it('hides from a salesperson the groups their profile does not view', () => {
    renderLayout(vendedorUser());
    expect(sidebar().getByRole('button', { name: 'Vendas' })).toBeInTheDocument();
    for (const group of ['Financeiro', 'Relatórios', 'Exportações'])
      expect(sidebar().queryByRole('button', { name: group })).not.toBeInTheDocument();
  });

  it('gives an accountant the reduced menu: finance and fiscal exports only', () => {
    renderLayout(contadorUser(), '/pages/nfe/exportar-xml-nfe');
    expect(sidebar().getByRole('button', { name: 'Financeiro' })).toBeInTheDocument();
    expect(sidebar().getByRole('button', { name: 'Exportações' })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Exportar XML' })).toHaveAttribute('aria-current', 'page');
    for (const group of ['Vendas', 'Compras', 'Estoque', 'Relatórios'])
      expect(sidebar().queryByRole('button', { name: group })).not.toBeInTheDocument();
    expect(sidebar().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(sidebar().queryByText('Exportação para balança')).not.toBeInTheDocument();
  });

  it('opens the group of the page shown and highlights its entry only', async () => {
    const { user } = renderLayout(adminUser(), '/pages/vendas/clientes/editar/7');
    expect(sidebar().getByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar().getByRole('link', { name: 'Vendedores' })).not.toHaveAttribute('aria-current');
    // Another group stays folded until opened.
    expect(sidebar().queryByRole('link', { name: 'Fornecedores' })).not.toBeInTheDocument();
    await user.click(sidebar().getByRole('button', { name: 'Compras' }));
    await user.click(sidebar().getByRole('link', { name: 'Fornecedores' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/compras/fornecedores');
    // The highlight follows the page shown (entries whose highlight does not change keep their render).
    expect(sidebar().getByRole('link', { name: 'Fornecedores' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar().getByRole('link', { name: 'Clientes' })).not.toHaveAttribute('aria-current');
  });

  it('opens the group of a page opened from outside the sidebar (the header, a favourite)', async () => {
    const { user } = renderLayout(adminUser());
    expect(sidebar().queryByRole('link', { name: 'Relatórios exportados' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir relatórios exportados' }));
    expect(sidebar().getByRole('button', { name: 'Relatórios' })).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar().getByRole('link', { name: 'Relatórios exportados' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('runs the Assinatura actions: Planos opens the plans page', async () => {
    const { user } = renderLayout(adminUser());
    await user.click(sidebar().getByRole('button', { name: 'Planos' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/planos');
  });

  it('shows the administration menu in the administration area', () => {
    renderLayout(avancoUser(), '/administrador/configuracoes/dashboard');
    expect(sidebar().getByRole('link', { name: 'White label' })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Versão do PDV' })).toBeInTheDocument();
    expect(sidebar().queryByRole('button', { name: 'Vendas' })).not.toBeInTheDocument();
  });
});

describe('sidebar toggle', () => {
  it('hides the menu from the header toggle and remembers it for the next visit', async () => {
    const { user, unmount } = renderLayout(adminUser());
    const toggle = screen.getByRole('button', { name: 'Mostrar ou ocultar o menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(localStorage.getItem(NAVBAR_OPENED_KEY)).toBe('false');
    unmount();

    const next = renderLayout(adminUser());
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    await next.user.click(screen.getByRole('button', { name: 'Mostrar ou ocultar o menu' }));
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(localStorage.getItem(NAVBAR_OPENED_KEY)).toBe('true');
  });
});

describe('sidebar on a small screen', () => {
  const wideScreen = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({ ...wideScreen(query), matches: query === SMALL_SCREEN_QUERY }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = wideScreen;
  });

  it('starts closed, opens from the burger and closes once a page is chosen, leaving the wide-screen choice alone', async () => {
    localStorage.setItem(NAVBAR_OPENED_KEY, 'true');
    const { user } = renderLayout(adminUser());
    const toggle = screen.getByRole('button', { name: 'Mostrar ou ocultar o menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();

    await user.click(toggle);
    await user.click(sidebar().getByRole('button', { name: 'Vendas' }));
    await user.click(sidebar().getByRole('link', { name: 'Clientes' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/vendas/clientes');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(NAVBAR_OPENED_KEY)).toBe('true');
  });
});
