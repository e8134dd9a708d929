import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { AVANCO_FORBIDDEN } from '@erp/domain';
import { useSession } from '@erp/session';
import { toasts } from '@erp/ui';

function Forbidden() {
  // Effects run twice in development's strict mode; one warning is enough.
  const warned = useRef(false);
  useEffect(() => {
    if (!warned.current) toasts.warning(AVANCO_FORBIDDEN);
    warned.current = true;
  }, []);
  return <Navigate to="../dashboard" replace />;
}

/**
 * The product owner's own tools (spec 001 §6: IBPT, branch sequence, banks, deletions, PDV version): a master user
 * who types their address goes back to the admin dashboard with the API's own refusal, as their menu hides them.
 */
export function RequireAvanco({ children }: { children: ReactNode }) {
  const isAvanco = useSession((s) => s.user?.isAvanco === true);
  if (!isAvanco) return <Forbidden />;
  return <>{children}</>;
}
