import {
  defaultFavorites,
  favoritableEntry,
  normalizeMenuPath,
  type Favorito,
  type Menus,
} from '@erp/domain';

/** A shortcut of the favourites strip. */
export interface FavoriteLink {
  link: string;
  title: string;
  icon?: string;
  /** A default favourite (dashboard) cannot be removed. */
  fixed: boolean;
}

/**
 * The strip's shortcuts: the defaults, then the stored favourites whose page the user still sees (a permission
 * taken away hides it), each titled and iconed as its menu entry is today.
 */
export function favoriteLinks(
  menus: Menus,
  favoritos: readonly Favorito[],
  isContador: boolean,
): FavoriteLink[] {
  const links: FavoriteLink[] = defaultFavorites(menus, { isContador }).map((item) => ({
    link: item.link ?? '',
    title: item.title,
    icon: item.icon,
    fixed: true,
  }));
  if (isContador) return links;
  for (const favorito of favoritos) {
    const link = normalizeMenuPath(favorito.link);
    const entry = favoritableEntry(menus, link);
    if (!entry || links.some((l) => l.link === link)) continue;
    links.push({ link, title: entry.title, icon: entry.icon, fixed: false });
  }
  return links;
}
