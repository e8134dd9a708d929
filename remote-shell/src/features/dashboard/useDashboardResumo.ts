import { useCallback, useEffect, useState } from 'react';
import { DashboardResumoSchema, getApi, isApiError, type DashboardResumo } from '@erp/api-client';
import { DASHBOARD_TEXTS } from './dashboardTexts';

/** Where the dashboard's figures stand. */
export type DashboardState =
  | { status: 'loading' }
  | { status: 'error'; message: string; httpStatus: number }
  | { status: 'ready'; resumo: DashboardResumo };

/**
 * The selected branch's figures (`GET Dashboard/resumo`). `filialId` is the key: switching branch loads again, and an
 * answer for the previous branch arriving late is dropped.
 */
export function useDashboardResumo(filialId: number | null): DashboardState & { reload(): void } {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (filialId === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    getApi()
      .get('Dashboard/resumo', DashboardResumoSchema, { signal: controller.signal })
      .then((resumo) => setState({ status: 'ready', resumo }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          message: isApiError(error) ? error.message : DASHBOARD_TEXTS.loadError,
          httpStatus: isApiError(error) ? error.status : 0,
        });
      });
    return () => controller.abort();
  }, [filialId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
