import { act } from '@testing-library/react';
import { json } from '@erp/test-doubles';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { startShellApi } from '../../test/shellApi';
import { pedidosVenda } from './definitions/vendas';
import { VENDAS } from './listTestRows';
import { useListPage, type ListPageState } from './useListPage';

let state: ListPageState | undefined;
function SalesListState() {
  state = useListPage(pedidosVenda);
  return null;
}

describe('useListPage', () => {
  it('asks for a filtered page and its count in the click that sets the filter, before the page redraws', async () => {
    const api = startShellApi();
    api.answer('GET', 'PedidosVenda', () => json(VENDAS));
    api.answer('GET', 'PedidosVenda/count', () => json({ count: 2 }));
    renderWithProviders(<SalesListState />, { session: { token: 't', user: fixtures.userInfo() } });
    await act(async () => undefined);
    const sellerWhere = (path: string) =>
      api.calls('GET', path).filter((call) => JSON.stringify(call.query).includes('"vendedorId":7'));

    // Inside one act: the page does not render (nor run its load's effect) until the callback has returned.
    await act(async () => {
      state!.setFilter('vendedor', '7');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sellerWhere('PedidosVenda')).toHaveLength(1);
      expect(sellerWhere('PedidosVenda/count')).toHaveLength(1);
    });
    // The page's load then takes that read: nothing is asked twice.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(state!.page?.filter.where).toEqual({ vendedorId: 7 });
    expect(sellerWhere('PedidosVenda')).toHaveLength(1);
    expect(sellerWhere('PedidosVenda/count')).toHaveLength(1);
  });
});
