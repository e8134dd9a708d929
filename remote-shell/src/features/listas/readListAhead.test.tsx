import { configure, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@erp/session';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { json } from '@erp/test-doubles';
import { startShellApi } from '../../test/shellApi';
import { pedidosVenda } from './definitions/vendas';
import { ListPage } from './ListPage';
import { VENDAS } from './listTestRows';
import { readListAhead } from './readListAhead';

// The grid (mantine-react-table) takes seconds to draw in jsdom on a busy machine (as in ListPage.test).
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

describe('readListAhead', () => {
  it('asks for a list’s first page and count once, and the list page shows them without asking again', async () => {
    const api = startShellApi();
    api.answer('GET', 'PedidosVenda', () => json(VENDAS));
    api.answer('GET', 'PedidosVenda/count', () => json({ count: 2 }));
    api.answer('GET', /opcoes/, () => json([]));
    const session = { token: 't', user: fixtures.userInfo() };
    sessionStore.setState(session);

    readListAhead('/pages/vendas/pedido-vendas');
    readListAhead('/pages/vendas/pedido-vendas');
    readListAhead('/pages/dashboard');
    await waitFor(() => expect(api.calls('GET', 'PedidosVenda/count')).toHaveLength(1));
    expect(api.calls('GET', 'PedidosVenda')).toHaveLength(1);
    expect(api.calls('GET', 'PedidosVenda')[0]!.query.filter).toEqual({
      where: {},
      order: ['dataHora DESC'],
      limit: 20,
      skip: 0,
    });

    renderWithProviders(
      <ListPage
        definition={pedidosVenda}
        title="Pedidos de venda"
        breadcrumb={['Vendas', 'Pedidos de venda']}
      />,
      { session },
    );
    expect(await screen.findByRole('button', { name: 'Ver detalhes de 501' })).toBeInTheDocument();
    expect(api.calls('GET', 'PedidosVenda')).toHaveLength(1);
    expect(api.calls('GET', 'PedidosVenda/count')).toHaveLength(1);
  });
});
