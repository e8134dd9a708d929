import { ACCOUNTANT_MENU_IDS } from './accountantMenu';
import { MENU_CATALOGUE } from './catalogue/catalogue';
import { itemAllowed } from './menuRules';
import type { MenuContext, MenuItem, Menus } from './menuTypes';

/**
 * Keeps the items the user may see; a group keeps its visible children and goes when none is left. For an
 * accountant only the items of ACCOUNTANT_MENU_IDS (and everything under a listed group) may stay.
 */
function filterItems(items: readonly MenuItem[], context: MenuContext, accountantScope: boolean): MenuItem[] {
  const restricted = context.user.isContador;
  return items.flatMap((item): MenuItem[] => {
    const inScope = accountantScope || ACCOUNTANT_MENU_IDS.has(item.id);
    if (!itemAllowed(item, context)) return [];
    if (item.children) {
      const children = filterItems(item.children, context, inScope);
      return children.length > 0 ? [{ ...item, children }] : [];
    }
    return restricted && !inScope ? [] : [item];
  });
}

/** The menus of one user, every rule of spec 001 §6 applied; pure, `today` comes with the context. */
export function buildMenus(context: MenuContext): Menus {
  const main = filterItems(MENU_CATALOGUE.main, context, false);
  const admin = filterItems(MENU_CATALOGUE.admin, context, false);
  return {
    main,
    sidebar: context.user.painelAdministrativo ? admin : main,
    settings: filterItems(MENU_CATALOGUE.settings, context, false),
    user: filterItems(MENU_CATALOGUE.user, context, false),
    admin,
  };
}
