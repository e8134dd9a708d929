import type { PermissionKey } from '../../permissions/permissionKeys';
import type { MenuAction, MenuItem, MenuLink, MenuRequirement } from '../menuTypes';

/** A leaf of a menu: opens `target` (a hash route) or runs an action. */
export function entry(
  id: string,
  title: string,
  icon: string,
  key: PermissionKey | null,
  target: MenuLink | { action: MenuAction },
  requires?: readonly MenuRequirement[],
): MenuItem {
  const where = typeof target === 'string' ? { link: target } : { action: target.action };
  return { id, title, icon, data: { key }, ...where, ...(requires ? { requires } : {}) };
}

/** A group of entries; it shows while any of its children shows. */
export function group(
  id: string,
  title: string,
  icon: string,
  children: readonly MenuItem[],
  options: { expanded?: boolean } = {},
): MenuItem {
  return { id, title, icon, data: { key: null }, children, ...options };
}
