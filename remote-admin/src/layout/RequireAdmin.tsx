import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loader } from '@mantine/core';
import { MESSAGES, routeTo } from '@erp/domain';
import { useSession } from '@erp/session';
import { toasts } from '@erp/ui';

function Forbidden() {
  // Effects run twice in development's strict mode; one warning is enough.
  const warned = useRef(false);
  useEffect(() => {
    if (!warned.current) toasts.warning(MESSAGES.errors.forbiddenPage);
    warned.current = true;
  }, []);
  return <Navigate to={routeTo.dashboard()} replace />;
}

/**
 * Only product-owner staff (isAvanco) and master users administer. The shell refuses everyone else first; this
 * guard keeps the remote safe when it is mounted some other way (standalone, another host), as the shell does it.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  if (!user) return <Loader role="status" size="sm" aria-label={MESSAGES.admin.common.loading} />;
  if (!user.isAvanco && !user.master) return <Forbidden />;
  return <>{children}</>;
}
