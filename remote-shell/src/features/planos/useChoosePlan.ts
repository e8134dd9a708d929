import { useCallback, useState } from 'react';
import { getApi } from '@erp/api-client';
import type { Plano } from '@erp/api-client';
import { sessionStore } from '@erp/session';
import { dialogs, showApiError, toasts } from '@erp/ui';
import { PLAN_ACTION_PATHS, type PlanAction } from './planAction';
import { PLANOS_TEXTS as T } from './planosTexts';

/**
 * Confirms, sends the plan action for the selected branch, then reloads the user info: the branch's trial and blocked
 * flags change with it, which lifts the blocked state and the banner without a new login.
 */
export function useChoosePlan(): {
  choose(plano: Plano, action: PlanAction): Promise<void>;
  busyId: number | null;
} {
  const [busyId, setBusyId] = useState<number | null>(null);
  const choose = useCallback(async (plano: Plano, action: PlanAction) => {
    const filialId = sessionStore.getState().user?.filialSelecionada;
    if (filialId === undefined) return;
    const confirmed = await dialogs.confirm({
      title: T.confirmTitle[action],
      message: T.confirmMessage(action, plano.nome, plano.valorMensal),
    });
    if (!confirmed) return;
    setBusyId(plano.id);
    try {
      const api = getApi();
      await api.send('POST', PLAN_ACTION_PATHS[action], { filialId, planoId: plano.id });
      toasts.success(T.success[action]);
      // getUserInfo is cached for an hour: without this the old flags would come back.
      api.invalidateCache('Usuarios/getUserInfo');
      sessionStore.getState().setUser(await api.getUserInfo());
    } catch (error) {
      showApiError(error);
    } finally {
      setBusyId(null);
    }
  }, []);
  return { choose, busyId };
}
