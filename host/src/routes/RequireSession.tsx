import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { routeTo } from '@erp/domain';
import { useSession } from '@erp/session';

/** Without a stored session token the main area is not reachable (spec 000 §2 and §6). */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  if (!token) return <Navigate to={routeTo.login()} replace />;
  return <>{children}</>;
}
