import { FAVORITES_LIMIT } from '../constants/constants';
import { FAVORITE_MESSAGES } from '../messages/menuMessages';
import { findMenuItemById, normalizeMenuPath } from './findMenuEntry';
import { flattenMenu } from './menuTree';
import type { MenuItem, Menus } from './menuTypes';

/** How many favourites a user may keep: the spec says a limit exists without its value (FAVORITES_LIMIT, 10). */
export const FAVORITOS_LIMITE = FAVORITES_LIMIT;

/** Favourites every user has and cannot remove: the dashboard. */
export const DEFAULT_FAVORITE_IDS: readonly string[] = ['dashboard'];

/** Whether a favourite may be added or removed, with the spec's message when not. */
export type FavoriteVerdict = { ok: true } | { ok: false; message: string };

/** The visible menu entry whose link is `path` exactly, or null: only such pages can be favourited. */
export function favoritableEntry(menus: Menus, path: string): MenuItem | null {
  const target = normalizeMenuPath(path);
  const visible = flattenMenu([...menus.main, ...menus.settings, ...menus.user]);
  return visible.find(({ item }) => item.link === target)?.item ?? null;
}

/** The default favourites the user can see; accountants have no favourites at all. */
export function defaultFavorites(menus: Menus, user: { isContador: boolean }): MenuItem[] {
  if (user.isContador) return [];
  return DEFAULT_FAVORITE_IDS.flatMap((id) => {
    const found = findMenuItemById(id);
    return found?.item.link && favoritableEntry(menus, found.item.link) ? [found.item] : [];
  });
}

/**
 * Whether `path` may join `favorites` (the user's stored favourites): an accountant cannot favourite, only
 * visible menu entries can be favourited, and no more than FAVORITOS_LIMITE are kept. A page already there is fine.
 */
export function checkFavoriteAdd(
  menus: Menus,
  user: { isContador: boolean },
  path: string,
  favorites: readonly { link: string }[],
): FavoriteVerdict {
  if (user.isContador || !favoritableEntry(menus, path)) {
    return { ok: false, message: FAVORITE_MESSAGES.notAllowed };
  }
  const target = normalizeMenuPath(path);
  if (favorites.some(({ link }) => normalizeMenuPath(link) === target)) return { ok: true };
  if (favorites.length >= FAVORITOS_LIMITE) {
    return { ok: false, message: FAVORITE_MESSAGES.limit(FAVORITOS_LIMITE) };
  }
  return { ok: true };
}

/** Whether the favourite at `path` may be removed: default favourites may not. */
export function checkFavoriteRemove(path: string): FavoriteVerdict {
  const target = normalizeMenuPath(path);
  for (const id of DEFAULT_FAVORITE_IDS) {
    const item = findMenuItemById(id)?.item;
    if (item?.link === target) return { ok: false, message: FAVORITE_MESSAGES.cannotRemove(item.title) };
  }
  return { ok: true };
}
