import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, routeTo } from '@erp/domain';
import { toasts } from '@erp/ui';

/** Sends the user to the dashboard with a warning: the page asked for is not theirs to see. */
export function ForbiddenRedirect() {
  const navigate = useNavigate();
  // Effects run twice in development's strict mode; one warning is enough.
  const warned = useRef(false);
  useEffect(() => {
    if (!warned.current) toasts.warning(MESSAGES.errors.forbiddenPage);
    warned.current = true;
    navigate(routeTo.dashboard(), { replace: true });
  }, [navigate]);
  return null;
}
