import {
  listOfPage,
  MOUNTS,
  normalizeMenuPath,
  type MenuItem,
  type Menus,
  type RemoteArea,
} from '@erp/domain';

/** Where the shell mounts the areas it loads inside its layout (exposes/Routes.tsx). */
const AREA_PREFIXES: Array<[prefix: string, area: RemoteArea]> = [
  [`${MOUNTS.pages}/relatorios/`, 'reports'],
  [`${MOUNTS.administrador}/`, 'admin'],
];

function* links(items: readonly MenuItem[]): Generator<string> {
  for (const item of items) {
    if (item.link) yield item.link;
    if (item.children) yield* links(item.children);
  }
}

/** The areas the user's menus lead to: what is worth loading before they ask (reports, administration). */
export function menuAreas(menus: Menus): RemoteArea[] {
  const found = new Set<RemoteArea>();
  for (const link of links(Object.values(menus).flat())) {
    const match = AREA_PREFIXES.find(([prefix]) => link.startsWith(prefix));
    if (match) found.add(match[1]);
  }
  return [...found];
}

/** Whether the user's menus lead to a business list: its grid's code is then worth loading before they ask. */
export function menuOffersLists(menus: Menus): boolean {
  for (const link of links(Object.values(menus).flat())) if (listOfPage(normalizeMenuPath(link))) return true;
  return false;
}
