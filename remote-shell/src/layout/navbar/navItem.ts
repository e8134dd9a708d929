/**
 * The shape of a menu entry the navbar draws; the domain's menu catalogue (spec 001 §6 "Menu item") matches it.
 * Entries without a link and without children are actions (the Assinatura group).
 */
export interface NavItem {
  id: string;
  title: string;
  link?: string;
  icon?: string;
  /** What an entry without a link does (see useMenuActions). */
  action?: string;
  data: { key: string | null };
  /** A group that starts open (Assinatura). */
  expanded?: boolean;
  children?: readonly NavItem[];
}

/** The router path of a catalogue link: links are hash paths, with or without the leading '#'. */
export function routerPath(link: string): string {
  const path = link.replace(/^#/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** An entry is active on its own page and on the pages below it (cadastrar, editar/:id…). */
export function isActiveLink(link: string | undefined, pathname: string): boolean {
  if (!link) return false;
  const path = routerPath(link);
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Whether the entry or one of its descendants is the page shown, so its group opens by itself. */
export function containsActive(item: NavItem, pathname: string): boolean {
  return isActiveLink(item.link, pathname) || (item.children ?? []).some((c) => containsActive(c, pathname));
}
