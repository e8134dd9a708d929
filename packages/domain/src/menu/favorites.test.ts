import { PermissionLevel } from '../permissions/permissionLevel';
import { buildMenus } from './buildMenus';
import {
  checkFavoriteAdd,
  checkFavoriteRemove,
  defaultFavorites,
  favoritableEntry,
  FAVORITOS_LIMITE,
} from './favorites';
import { menuContext } from './menuContext.testkit';

const { VIEW } = PermissionLevel;
const user = { isContador: false };
const menus = buildMenus(menuContext({ user: { permissoes: { clientes: VIEW, produtos: VIEW } } }));
const links = (n: number) => Array.from({ length: n }, (_, i) => ({ link: `/pages/x/${i}` }));

describe('favourites', () => {
  it('keeps at most 10 favourites (the spec gives no value)', () => {
    expect(FAVORITOS_LIMITE).toBe(10);
  });

  it('favourites a visible menu entry', () => {
    expect(checkFavoriteAdd(menus, user, '/pages/vendas/clientes', [])).toEqual({ ok: true });
    expect(favoritableEntry(menus, '#/pages/estoque/produtos')?.title).toBe('Produtos');
  });

  it('refuses a page that is not a menu entry, or one the user does not see', () => {
    const refused = { ok: false, message: 'Não é possível favoritar esta página' };
    expect(checkFavoriteAdd(menus, user, '/pages/vendas/clientes/cadastrar', [])).toEqual(refused);
    expect(checkFavoriteAdd(menus, user, '/pages/nada', [])).toEqual(refused);
    expect(checkFavoriteAdd(menus, user, '/pages/financeiro/lancamentos/lista/despesas', [])).toEqual(
      refused,
    );
  });

  it('refuses every page to an accountant', () => {
    const contador = buildMenus(menuContext({ user: { isContador: true } }));
    expect(checkFavoriteAdd(contador, { isContador: true }, '/pages/nfe/exportar-xml-nfe', [])).toEqual({
      ok: false,
      message: 'Não é possível favoritar esta página',
    });
    expect(defaultFavorites(contador, { isContador: true })).toEqual([]);
  });

  it('refuses an eleventh favourite with the limit message', () => {
    expect(checkFavoriteAdd(menus, user, '/pages/vendas/clientes', links(9))).toEqual({ ok: true });
    expect(checkFavoriteAdd(menus, user, '/pages/vendas/clientes', links(10))).toEqual({
      ok: false,
      message: 'Limite de 10 favoritos',
    });
  });

  it('accepts a page already among the favourites, even at the limit', () => {
    const full = [...links(9), { link: 'pages/vendas/clientes' }];
    expect(checkFavoriteAdd(menus, user, '/pages/vendas/clientes', full)).toEqual({ ok: true });
  });

  it('keeps the dashboard as a default favourite that cannot be removed', () => {
    expect(defaultFavorites(menus, user).map(({ link }) => link)).toEqual(['/pages/dashboard']);
    expect(checkFavoriteRemove('/pages/dashboard')).toEqual({
      ok: false,
      message: "O menu 'Dashboard' não pode ser removido dos favoritos",
    });
    expect(checkFavoriteRemove('/pages/vendas/clientes')).toEqual({ ok: true });
  });
});
