import { flattenMenu, MENU_CATALOGUE } from '@erp/domain';

/** One menu key a module can turn on, labelled with the menus it owns. */
export interface MenuKeyOption {
  value: string;
  label: string;
}

// Three titles say which area a key is; the financeiro key alone owns eleven menus.
const shortList = (names: string[]): string =>
  names.length > 3 ? `${names.slice(0, 3).join(', ')}…` : names.join(', ');

/**
 * The permission keys of the main and settings menus: a module's `menus` lists these keys, and the shell hides the
 * entries of a key whose modules are all off (spec 001 §6, `moduleAllows`). Built once from the catalogue.
 */
export function menuKeyOptions(): MenuKeyOption[] {
  const titles = new Map<string, string[]>();
  for (const { item } of flattenMenu([...MENU_CATALOGUE.main, ...MENU_CATALOGUE.settings])) {
    const key = item.data.key;
    if (key === null || item.children) continue;
    titles.set(key, [...(titles.get(key) ?? []), item.title]);
  }
  return [...titles.entries()]
    .map(([key, names]) => ({ value: key, label: `${key} (${shortList([...new Set(names)])})` }))
    .sort((a, b) => a.value.localeCompare(b.value));
}
