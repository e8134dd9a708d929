import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@erp/api-client';
import { MESSAGES, type AdminDashboard } from '@erp/domain';
import { adminApi } from '../../api/adminApi';

/** Where the brand's figures stand. */
export type AdminDashboardState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; figures: AdminDashboard };

/** The brand's figures; another brand loads again, and a late answer for the previous one is dropped. */
export function useAdminDashboard(idConfig: number): AdminDashboardState & { reload(): void } {
  const [state, setState] = useState<AdminDashboardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    adminApi
      .dashboard(idConfig)
      .then((figures) => current && setState({ status: 'ready', figures }))
      .catch((error: unknown) => {
        if (!current) return;
        setState({
          status: 'error',
          message: isApiError(error) ? error.message : MESSAGES.admin.dashboard.loadError,
        });
      });
    return () => {
      current = false;
    };
  }, [idConfig, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
