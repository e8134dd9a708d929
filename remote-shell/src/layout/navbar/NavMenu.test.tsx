import { fireEvent, waitFor } from '@testing-library/react';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { json } from '@erp/test-doubles';
import { startShellApi } from '../../test/shellApi';
import { READ_AHEAD_INTENT_MS } from '../../features/listas/useReadAheadIntent';
import { NavMenu } from './NavMenu';
import type { NavItem } from './navItem';

const ITEMS: NavItem[] = [
  { id: 'vendas', title: 'Pedidos de venda', link: '#/pages/vendas/pedido-vendas', data: { key: null } },
  { id: 'painel', title: 'Dashboard', link: '#/pages/dashboard', data: { key: null } },
];

const STOCK: NavItem[] = [
  { id: 'acerto', title: 'Acerto de estoque', link: '#/pages/estoque/acerto-estoque', data: { key: null } },
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

  // Another list than the test above's: a page read ahead stays fresh for 5 s.
  it('asks nothing for an entry the pointer only sweeps over, and asks once the pointer rests on it', async () => {
    const api = startShellApi();
    api.answer('GET', /^MovimentacoesEstoque/, ({ path }) =>
      path.endsWith('count') ? json({ count: 0 }) : json([]),
    );
    const { getByRole } = renderWithProviders(<NavMenu items={STOCK} onAction={jest.fn()} />, {
      session: { token: 't', user: fixtures.userInfo() },
    });
    const entry = getByRole('link', { name: 'Acerto de estoque' });
    // On its way to another entry: in and out at once.
    fireEvent.pointerEnter(entry);
    fireEvent.pointerLeave(entry);
    await new Promise((resolve) => setTimeout(resolve, READ_AHEAD_INTENT_MS * 3));
    expect(api.requests).toHaveLength(0);

    fireEvent.pointerEnter(entry);
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests.map((r) => r.path).sort()).toEqual([
      'MovimentacoesEstoque',
      'MovimentacoesEstoque/count',
    ]);
  });
});
