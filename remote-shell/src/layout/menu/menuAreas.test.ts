import type { MenuItem, Menus } from '@erp/domain';
import { menuAreas, menuOffersLists } from './menuAreas';

const item = (id: string, link?: `/${string}`, children?: MenuItem[]): MenuItem => ({
  id,
  title: id,
  icon: 'IconPoint',
  data: { key: null },
  ...(link ? { link } : {}),
  ...(children ? { children } : {}),
});

const menus = (parts: Partial<Menus>): Menus => ({
  main: [],
  sidebar: [],
  settings: [],
  user: [],
  admin: [],
  ...parts,
});

describe('menuAreas', () => {
  it('finds the reports area in a nested entry and the administration area in the admin menu', () => {
    const found = menuAreas(
      menus({
        main: [
          item('dashboard', '/pages/dashboard'),
          item('relatorios', undefined, [item('exportacoes', '/pages/relatorios/exportacoes')]),
        ],
        admin: [item('usuarios', '/administrador/configuracoes/usuarios')],
      }),
    );
    expect(found.sort()).toEqual(['admin', 'reports']);
  });

  it('names nothing for a user whose menus lead to neither (each area once)', () => {
    expect(
      menuAreas(menus({ main: [item('dashboard', '/pages/dashboard'), item('vendas', '/pages/vendas')] })),
    ).toEqual([]);
    expect(
      menuAreas(
        menus({
          main: [item('a', '/pages/relatorios/pessoas')],
          sidebar: [item('b', '/pages/relatorios/vendas')],
        }),
      ),
    ).toEqual(['reports']);
  });
});

describe('menuOffersLists', () => {
  it('is true when a nested entry leads to a business list, false when none does', () => {
    expect(
      menuOffersLists(
        menus({ main: [item('vendas', undefined, [item('pedidos', '/pages/vendas/pedido-vendas')])] }),
      ),
    ).toBe(true);
    expect(
      menuOffersLists(
        menus({ main: [item('dashboard', '/pages/dashboard'), item('nfe', '/pages/nfe/exportar-xml-nfe')] }),
      ),
    ).toBe(false);
  });
});
