import { MENU_CATALOGUE } from './catalogue/catalogue';
import { flattenMenu, type MenuTrailItem } from './menuTree';
import type { MenuItem, MenuLink } from './menuTypes';
import { ROUTE_OWNERS } from './routeOwners';

const ALL_ITEMS = Object.values(MENU_CATALOGUE).flatMap((items) => flattenMenu(items));
const BY_ID = new Map(ALL_ITEMS.map((found) => [found.item.id, found]));

// Longest first, so that the most specific owner wins (pedido-vendas/cadastrar/servico before pedido-vendas).
const OWNERS: ReadonlyArray<{ prefix: string; found: MenuTrailItem }> = [
  ...ALL_ITEMS.filter(({ item }) => item.link).map((found) => ({ prefix: found.item.link as string, found })),
  ...Object.entries(ROUTE_OWNERS).map(([prefix, id]) => ({ prefix, found: BY_ID.get(id) as MenuTrailItem })),
].sort((a, b) => b.prefix.length - a.prefix.length);

/** `#/pages/x/?a=1`, `pages/x` and `/pages/x` are all `/pages/x`. */
export function normalizeMenuPath(path: string): MenuLink {
  const bare = path
    .replace(/^#/, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  return (bare.startsWith('/') ? bare : `/${bare}`) as MenuLink;
}

/**
 * The catalogue item that owns a hash path, with its trail (groups outermost first): the entry whose link is the
 * path, else the one whose link is the longest prefix of it (vendas/clientes/cadastrar → Clientes), else the owner
 * §2 routes outside the menus are given (ROUTE_OWNERS). Null for a path no menu knows.
 */
export function findMenuEntry(path: string): MenuTrailItem | null {
  const target = normalizeMenuPath(path);
  const owner = OWNERS.find(({ prefix }) => target === prefix || target.startsWith(`${prefix}/`));
  return owner ? owner.found : null;
}

/** The breadcrumb of a path: the owning item and the groups above it; empty for a path no menu knows. */
export function menuTrail(path: string): MenuItem[] {
  return findMenuEntry(path)?.trail ?? [];
}

/** The title of the page at `path` (the owning item's), or null; the shell shows it as 'ERP - {title}'. */
export function menuPageTitle(path: string): string | null {
  return findMenuEntry(path)?.item.title ?? null;
}

/** The catalogue item with this id, with its trail. */
export function findMenuItemById(id: string): MenuTrailItem | null {
  return BY_ID.get(id) ?? null;
}
