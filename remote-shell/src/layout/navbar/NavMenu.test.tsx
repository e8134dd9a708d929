import { waitFor } from '@testing-library/react';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { json } from '@erp/test-doubles';
import { startShellApi } from '../../test/shellApi';
import { NavMenu } from './NavMenu';
import type { NavItem } from './navItem';

const ITEMS: NavItem[] = [
  { id: 'vendas', title: 'Pedidos de venda', link: '#/pages/vendas/pedido-vendas', data: { key: null } },
  { id: 'painel', title: 'Dashboard', link: '#/pages/dashboard', data: { key: null } },
];

describe('NavMenu', () => {
  it('asks for a list’s first page when its entry is pointed at or focused, once, and for nothing else', async () => {
    const api = startShellApi();
    api.answer('GET', /^PedidosVenda/, ({ path }) =>
      path.endsWith('count') ? json({ count: 0 }) : json([]),
    );
    const { user, getByRole } = renderWithProviders(<NavMenu items={ITEMS} onAction={jest.fn()} />, {
      session: { token: 't', user: fixtures.userInfo() },
    });
    await user.hover(getByRole('link', { name: 'Dashboard' }));
    await user.hover(getByRole('link', { name: 'Pedidos de venda' }));
    getByRole('link', { name: 'Pedidos de venda' }).focus();
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests.map((r) => r.path).sort()).toEqual(['PedidosVenda', 'PedidosVenda/count']);
  });
});
