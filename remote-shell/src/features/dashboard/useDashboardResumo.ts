import { DashboardResumoSchema, getApi } from '@erp/api-client';
import type { DashboardResumo } from '@erp/domain';
import { useLoad, type LoadState } from '@erp/ui';

/**
 * The selected branch's figures (`GET Dashboard/resumo`). `filialId` is the key: switching branch loads again, and an
 * answer for the previous branch arriving late is dropped.
 */
export function useDashboardResumo(filialId: number | null): LoadState<DashboardResumo> {
  return useLoad(
    `dashboard:${filialId}`,
    (signal) => getApi().get('Dashboard/resumo', DashboardResumoSchema, { signal }),
    { enabled: filialId !== null },
  );
}
