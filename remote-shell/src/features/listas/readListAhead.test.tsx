import { configure, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@erp/session';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { json } from '@erp/test-doubles';
import { startShellApi } from '../../test/shellApi';
import { pedidosVenda } from './definitions/vendas';
import { ListPage } from './ListPage';
import { VENDAS } from './listTestRows';
import { pageKey, readAheadAnswer } from './pageRead';
import { readListAhead } from './readListAhead';
import { firstPageFilter } from './useListPage';

// The grid (mantine-react-table) takes seconds to draw in jsdom on a busy machine (as in ListPage.test).
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

/** The fake API with two sales orders and no filter choices. */
function startSalesApi() {
  const api = startShellApi();
  api.answer('GET', 'PedidosVenda', () => json(VENDAS));
  api.answer('GET', 'PedidosVenda/count', () => json({ count: 2 }));
  api.answer('GET', /opcoes/, () => json([]));
  return api;
}

describe('readListAhead', () => {
  it('asks for a list’s first page and count once, and the list page shows them without asking again', async () => {
    const api = startSalesApi();
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

  it('draws a first page whose answer has already come in the list page’s first render', async () => {
    const api = startSalesApi();
    const session = { token: 't', user: fixtures.userInfo() };
    const salesList = (
      <ListPage
        definition={pedidosVenda}
        title="Pedidos de venda"
        breadcrumb={['Vendas', 'Pedidos de venda']}
      />
    );
    // A first visit: the grid's code is loaded once (its first render waits for it whatever the rows).
    renderWithProviders(salesList, { session }).unmount();
    await waitFor(() => expect(api.calls('GET', 'PedidosVenda')).toHaveLength(1));

    readListAhead('/pages/vendas/pedido-vendas');
    const key = pageKey(pedidosVenda, session.user.filialSelecionada, firstPageFilter(pedidosVenda));
    await waitFor(() => expect(readAheadAnswer(key)).toBeDefined());

    renderWithProviders(salesList, { session });
    // In the first render, not after an effect and an answer: no placeholder first.
    expect(screen.getByRole('button', { name: 'Ver detalhes de 502' })).toBeInTheDocument();
    expect(screen.getByText('1-2 de 2')).toBeInTheDocument();
    expect(api.calls('GET', 'PedidosVenda')).toHaveLength(2);
    expect(api.calls('GET', 'PedidosVenda/count')).toHaveLength(2);
    // Taken once: opened again, the list reads its rows again.
    expect(readAheadAnswer(key)).toBeUndefined();
  });
});
