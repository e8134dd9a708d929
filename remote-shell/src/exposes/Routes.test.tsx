import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { UserInfo } from '@erp/domain';
import { renderWithProviders } from '@erp/test-doubles/react';
import { startShellApi } from '../test/shellApi';
import { adminUser, avancoUser, contadorUser, expiredTrialUser, vendedorUser } from '../test/shellUsers';
import ShellRoutes from './Routes';

jest.mock('@erp/federation', () => ({
  RemoteModule: ({ area, module }: { area: string; module: string }) => (
    <p>{module === 'Routes' ? `remote:${area}` : `remote:${area}/${module}`}</p>
  ),
  prefetchAreas: () => undefined,
  // The header's reports modal loads once the page is idle: here at once.
  useAfterIdle: () => [true, () => undefined],
}));

const json = (data: unknown): Response =>
  new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });

const RESUMO = {
  vendasHoje: 10,
  vendasMes: 20,
  quantidadeVendasHoje: 1,
  receberProximos7Dias: 0,
  pagarProximos7Dias: 0,
  receberVencido: 0,
  pagarVencido: 0,
  produtosEstoqueBaixo: 0,
  vendasUltimos30Dias: [],
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

// The host's table for the shell's three mounts, so redirects between them land as in the product.
function renderShell(route: string, user: UserInfo) {
  const api = startShellApi({ user });
  api.answer('GET', 'Dashboard/resumo', () => json(RESUMO));
  api.answer('GET', 'Planos', () => json([]));
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/pages/*" element={<ShellRoutes mount="pages" />} />
        <Route path="/administrador/*" element={<ShellRoutes mount="administrador" />} />
        <Route path="/planos/*" element={<ShellRoutes mount="planos" />} />
      </Routes>
      <Where />
    </>,
    { route, session: { token: 't', user } },
  );
  return { api, ...view };
}

const where = () => screen.getByTestId('where');
const FORBIDDEN = 'Você não tem permissão para acessar esta página.';

describe('main area routes (spec 001 §2)', () => {
  it('shows the dashboard inside the layout, with the menu', async () => {
    renderShell('/pages/dashboard', adminUser());
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Vendas hoje' })).toHaveTextContent('R$ 10,00');
    expect(document.title).toBe('ERP - Dashboard');
  });

  it('shows an undescribed screen as the placeholder with its title and breadcrumb', () => {
    renderShell('/pages/vendas/clientes/editar/42', adminUser());
    expect(screen.getByRole('heading', { name: 'Editar' })).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Você está em' }));
    expect(trail.getByText('Editar')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Você está em' }).textContent).toBe(
      'Vendas›Clientes›Editar',
    );
    expect(screen.getByText('Clientes › Editar: em breve')).toBeInTheDocument();
    expect(screen.getByText(/^Esta tela ainda não faz parte desta versão/)).toBeInTheDocument();
    expect(document.title).toBe('ERP - Editar');
  });

  it("titles a menu entry's page after the entry", () => {
    renderShell('/pages/financeiro/lancamentos/lista/transferencias', adminUser());
    expect(screen.getByRole('heading', { name: 'Transferências' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Você está em' })).getByText('Financeiro'),
    ).toBeInTheDocument();
  });

  it.each([
    '/pages/fiscais/tributacoes-estaduais',
    '/pages/nfe/inutilizacoes/cadastrar',
    '/pages/vendas/pdv',
  ])('resolves %s inside the layout', (route) => {
    renderShell(route, adminUser());
    expect(where()).toHaveTextContent(route);
    expect(screen.getByText(/: em breve$/)).toBeInTheDocument();
  });

  it('sends an unknown address to the dashboard without a warning (spec 001 §8)', async () => {
    renderShell('/pages/nada/por/aqui', adminUser());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(where()).toHaveTextContent('/pages/dashboard');
    expect(screen.queryByText(FORBIDDEN)).not.toBeInTheDocument();
  });

  it('sends a page outside the user’s menu to the dashboard with a warning', async () => {
    renderShell('/pages/financeiro/contas/cadastrar', vendedorUser());
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    expect(where()).toHaveTextContent('/pages/dashboard');
  });

  it('keeps the reports remote for relatorios/*, behind the same guard', async () => {
    const first = renderShell('/pages/relatorios/exportacoes', adminUser());
    expect(screen.getByText('remote:reports')).toBeInTheDocument();
    first.unmount();

    renderShell('/pages/relatorios/exportacoes', vendedorUser());
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    expect(screen.queryByText('remote:reports')).not.toBeInTheDocument();
  });

  it('mounts my account on configuracoes/usuarios/editarminhaconta', () => {
    renderShell('/pages/configuracoes/usuarios/editarminhaconta', vendedorUser());
    expect(screen.getByRole('heading', { name: 'Minha conta' })).toBeInTheDocument();
  });

  it('sends an accountant from the dashboard to the XML export', () => {
    renderShell('/pages/dashboard', contadorUser());
    expect(where()).toHaveTextContent('/pages/nfe/exportar-xml-nfe');
    expect(screen.getByRole('heading', { name: 'Exportar XML' })).toBeInTheDocument();
  });
});

describe('administration area', () => {
  it('loads the admin remote for product-owner staff', () => {
    renderShell('/administrador/configuracoes/dashboard', avancoUser());
    expect(screen.getByText('remote:admin')).toBeInTheDocument();
  });

  it('sends a company administrator back to the dashboard with a warning', async () => {
    renderShell('/administrador/configuracoes/dashboard', adminUser());
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    expect(screen.queryByText('remote:admin')).not.toBeInTheDocument();
    expect(where()).toHaveTextContent('/pages/dashboard');
  });
});

describe('blocked account (spec 001 §4)', () => {
  it.each(['/pages/dashboard', '/pages/vendas/clientes'])('shows the blocked state on %s', (route) => {
    const { api } = renderShell(route, expiredTrialUser());
    expect(screen.getByRole('heading', { name: 'Acesso bloqueado' })).toBeInTheDocument();
    // The banner and the blocked page both lead to the plans page.
    const links = screen.getAllByRole('link', { name: 'Conheça os planos' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/planos');
    expect(api.calls('GET', 'Dashboard/resumo')).toHaveLength(0);
  });

  it('still opens my account and the plans page', async () => {
    const first = renderShell('/pages/configuracoes/usuarios/editarminhaconta', expiredTrialUser());
    expect(screen.getByRole('heading', { name: 'Minha conta' })).toBeInTheDocument();
    first.unmount();

    renderShell('/planos', expiredTrialUser());
    expect(screen.getByRole('heading', { name: 'Planos' })).toBeInTheDocument();
    expect(await screen.findByText('Ops, nada encontrado por aqui.')).toBeInTheDocument();
  });
});
