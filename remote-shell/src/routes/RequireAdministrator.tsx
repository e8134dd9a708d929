import type { ReactNode } from 'react';
import { useSession } from '@erp/session';
import { ForbiddenRedirect } from './ForbiddenRedirect';
import { UserInfoPending } from './UserInfoPending';

/**
 * The administration area is for product-owner staff (isAvanco) and master users, the same users the login sends
 * there (spec 000 §2, 001 §6); spec 000 leaves the rule open, so it follows who sees the administration menus.
 */
export function RequireAdministrator({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  if (!user) return <UserInfoPending />;
  if (!user.isAvanco && !user.master) return <ForbiddenRedirect />;
  return <>{children}</>;
}
