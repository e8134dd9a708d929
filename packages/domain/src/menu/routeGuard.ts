import { findMenuEntry } from './findMenuEntry';
import { menuIds } from './menuTree';
import type { Menus } from './menuTypes';

/**
 * Whether the user may open `path`: a route whose owning catalogue item was filtered out of their menus is not
 * allowed; a route no menu owns (auth, plans, unknown paths) is left to the router.
 */
export function isPathAllowed(menus: Menus, path: string): boolean {
  const owner = findMenuEntry(path);
  if (!owner) return true;
  const visible = menuIds([...menus.main, ...menus.settings, ...menus.user, ...menus.admin]);
  return visible.has(owner.item.id);
}
