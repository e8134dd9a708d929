import { waitFor } from '@testing-library/react';
import type { UserInfo } from '@erp/domain';
import { json } from '@erp/test-doubles';
import { renderWithProviders } from '@erp/test-doubles/react';
import { useMenus } from '../../layout/menu/useMenus';
import { startShellApi } from '../../test/shellApi';
import { adminUser, vendedorUser } from '../../test/shellUsers';
import { VENDAS } from './listTestRows';
import { pedidosVenda } from './definitions/vendas';
import { firstPageFilter } from './useListPage';
import { useReadListOnNavigation } from './useReadListOnNavigation';

function ReadOnNavigation() {
  useReadListOnNavigation(useMenus());
  return null;
}

// jsdom has no Navigation API: the browser's `window.navigation` is stood in for by an event target, sent the
// `navigate` events a browser sends as the address changes.
const navigation = new EventTarget();
beforeEach(() => Object.defineProperty(window, 'navigation', { value: navigation, configurable: true }));
afterEach(() => {
  delete (window as { navigation?: EventTarget }).navigation;
  window.location.hash = '';
});

function navigateTo(hash: string, sameDocument = true) {
  const event = Object.assign(new Event('navigate'), {
    destination: { url: `http://localhost/${hash}`, sameDocument },
  });
  navigation.dispatchEvent(event);
}

function startApi(user: UserInfo) {
  const api = startShellApi({ user });
  api.answer('GET', /opcoes/, () => json([]));
  for (const resource of ['PedidosVenda', 'Clientes', 'ContasReceber']) {
    api.answer('GET', resource, () => json(resource === 'PedidosVenda' ? VENDAS : []));
    api.answer('GET', `${resource}/count`, () => json({ count: resource === 'PedidosVenda' ? 2 : 0 }));
  }
  return api;
}

describe('useReadListOnNavigation', () => {
  // That the list page then takes this read instead of asking is readListAhead's test.
  it('asks for a list’s first page and count as the address changes to it', async () => {
    const user = adminUser();
    const api = startApi(user);
    renderWithProviders(<ReadOnNavigation />, { session: { token: 't', user } });

    navigateTo('#/pages/vendas/pedido-vendas?aba=1');
    await waitFor(() => expect(api.calls('GET', 'PedidosVenda/count')).toHaveLength(1));
    // The filter the list page asks its first page with: the page takes this read by it.
    expect(api.calls('GET', 'PedidosVenda').map((call) => call.query.filter)).toEqual([
      firstPageFilter(pedidosVenda),
    ]);
  });

  it('reads nothing for a page the user may not open, the page shown, another document or after it is gone', async () => {
    const user = vendedorUser();
    const api = startApi(user);
    const layout = renderWithProviders(<ReadOnNavigation />, { session: { token: 't', user } });

    navigateTo('#/pages/financeiro/lancamentos/lista/receitas');
    navigateTo('#/pages/dashboard');
    navigateTo('#/pages/vendas/pedido-vendas', false);
    window.location.hash = '#/pages/vendas/pedido-vendas?x=1';
    navigateTo('#/pages/vendas/pedido-vendas');
    // A page the salesperson may open, asked last: once it has been asked for, the ones before were not.
    navigateTo('#/pages/vendas/clientes');
    await waitFor(() => expect(api.calls('GET', 'Clientes/count')).toHaveLength(1));
    expect(api.calls('GET', 'ContasReceber')).toHaveLength(0);
    expect(api.calls('GET', 'PedidosVenda')).toHaveLength(0);
    expect(api.calls('GET', 'PedidosVenda/count')).toHaveLength(0);

    layout.unmount();
    window.location.hash = '';
    navigateTo('#/pages/vendas/pedido-vendas');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('GET', 'PedidosVenda')).toHaveLength(0);
  });
});
