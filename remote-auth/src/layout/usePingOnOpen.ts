import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { getApi } from '@erp/api-client';
import { routeTo } from '@erp/domain';

/** Pings the API once when the auth area opens; an unreachable API sends the user to the unavailable page. */
export function usePingOnOpen(): void {
  const navigate = useNavigate();
  // StrictMode runs effects twice on the same instance; the ref keeps it to one ping per opening.
  const pinged = useRef(false);
  useEffect(() => {
    if (pinged.current) return;
    pinged.current = true;
    // Wrapped in a promise so an unconfigured client (getApi throws) counts as an unreachable API too.
    Promise.resolve()
      .then(() => getApi().ping())
      .catch(() => navigate(routeTo.sistemaIndisponivel(), { replace: true }));
  }, [navigate]);
}
