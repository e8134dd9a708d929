import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isPathAllowed } from '@erp/domain';
import { useSession } from '@erp/session';
import { useMenus } from '../layout/menu/useMenus';
import { ForbiddenRedirect } from './ForbiddenRedirect';
import { UserInfoPending } from './UserInfoPending';

/**
 * A page is open to whoever sees the menu entry that owns it (spec 001 §6: the menu is the permission model of the
 * screens); anyone else goes back to the dashboard with a warning. Waits for the user info it decides on.
 */
export function PageGuard({ children }: { children: ReactNode }) {
  const hasUser = useSession((s) => s.user !== null);
  const menus = useMenus();
  const { pathname } = useLocation();
  if (!hasUser) return <UserInfoPending />;
  if (!isPathAllowed(menus, pathname)) return <ForbiddenRedirect />;
  return <>{children}</>;
}
