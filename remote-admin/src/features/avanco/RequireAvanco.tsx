import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { AVANCO_FORBIDDEN, routeTo } from '@erp/domain';
import { useSession } from '@erp/session';
import { toasts } from '@erp/ui';

function Forbidden() {
  // Effects run twice in development's strict mode; one warning is enough.
  const warned = useRef(false);
  useEffect(() => {
    if (!warned.current) toasts.warning(AVANCO_FORBIDDEN);
    warned.current = true;
  }, []);
  return <Navigate to={routeTo.adminDashboard()} replace />;
}

/**
 * The layout route of the product owner's own tools (spec 001 §6: IBPT, branch sequence, banks, deletions, PDV
 * version): a master user who types their address goes back to the admin dashboard with the API's own refusal,
 * as their menu already hides them.
 */
export function RequireAvanco() {
  const isAvanco = useSession((s) => s.user?.isAvanco === true);
  return isAvanco ? <Outlet /> : <Forbidden />;
}
