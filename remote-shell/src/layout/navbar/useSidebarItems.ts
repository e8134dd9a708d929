import { useLocation } from 'react-router-dom';
import { MOUNTS } from '@erp/domain';
import { useMenus } from '../menu/useMenus';
import type { NavItem } from './navItem';

/** The administration menu in the administration area; elsewhere the sidebar the domain chose (panel mode or main). */
export function useSidebarItems(): readonly NavItem[] {
  const menus = useMenus();
  const { pathname } = useLocation();
  const inAdminArea = pathname === MOUNTS.administrador || pathname.startsWith(`${MOUNTS.administrador}/`);
  return inAdminArea ? menus.admin : menus.sidebar;
}
