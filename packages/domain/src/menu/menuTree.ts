import type { MenuItem } from './menuTypes';

/** An item with the groups above it, outermost first, ending with the item itself. */
export interface MenuTrailItem {
  item: MenuItem;
  trail: MenuItem[];
}

/** Every item of `items`, groups and leaves, depth first, each with its trail. */
export function flattenMenu(items: readonly MenuItem[], above: MenuItem[] = []): MenuTrailItem[] {
  return items.flatMap((item) => {
    const trail = [...above, item];
    return [{ item, trail }, ...flattenMenu(item.children ?? [], trail)];
  });
}

/** The ids of every item of `items`, groups included. */
export function menuIds(items: readonly MenuItem[]): Set<string> {
  return new Set(flattenMenu(items).map(({ item }) => item.id));
}
