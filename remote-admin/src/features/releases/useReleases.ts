import { useCallback } from 'react';
import { getApi, listBrandRemotes, type AdminRemoteArea } from '@erp/api-client';
import { useLoad } from '@erp/ui';
import { confirmAndRun, type ActionOutcome, type ConfirmedAction } from '../../actions/confirmAndRun';

/** The brand's areas and the one way every release action runs: confirm, call, then read that area's row again. */
export function useReleases(idConfig: number) {
  const rows = useLoad(`remotes:${idConfig}`, (signal) => listBrandRemotes(getApi(), idConfig, signal));
  const { data, setData } = rows;

  const refreshRow = useCallback(
    async (area: string) => {
      const fresh = await listBrandRemotes(getApi(), idConfig);
      const row = fresh.find((r) => r.area === area);
      // Only the acted-on row changes: another area's state stays as the admin last read it.
      const current = data ?? fresh;
      setData(row ? current.map((r) => (r.area === area ? row : r)) : fresh);
    },
    [idConfig, data, setData],
  );

  const act = useCallback(
    async (row: AdminRemoteArea, action: ConfirmedAction): Promise<ActionOutcome> => {
      const ran = await confirmAndRun(action);
      if (ran === 'cancelled') return ran;
      // A refused action may still have changed the row (an automatic canary rollback): read it either way.
      try {
        await refreshRow(row.area);
      } catch (error) {
        console.error('[admin] remotes refresh failed', error);
      }
      return ran;
    },
    [refreshRow],
  );

  return { rows, act };
}
