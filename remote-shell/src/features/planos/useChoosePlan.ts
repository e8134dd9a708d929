import { useState } from 'react';
import { CobrancaSchema, getApi } from '@erp/api-client';
import { MESSAGES, type Cobranca } from '@erp/domain';
import type { Plano } from '@erp/api-client';
import { useBusyAction } from '@erp/forms';
import { sessionStore } from '@erp/session';
import { dialogs, showApiError, toasts } from '@erp/ui';
import { PLAN_ACTION_PATHS, type PlanAction } from './planAction';
import { PLANOS_TEXTS as T } from './planosTexts';

/**
 * Confirms, sends the plan action for the selected branch and hands the charge it issued to `onIssued`, then reloads
 * the user info (the contract may be new). Nothing is unblocked yet: that comes with the payment (useCobranca).
 */
export function useChoosePlan(onIssued: (charge: Cobranca) => void): {
  choose(plano: Plano, action: PlanAction): Promise<void>;
  busyId: number | null;
} {
  const [chosenId, setChosenId] = useState<number | null>(null);
  // One plan action at a time: a second click while one is confirmed or sent is ignored (a ref, not React state).
  const { busy, run } = useBusyAction(async (plano: Plano, action: PlanAction) => {
    const filialId = sessionStore.getState().user?.filialSelecionada;
    if (filialId === undefined) return;
    const confirmed = await dialogs.confirm({
      title: T.confirmTitle[action],
      message: T.confirmMessage(action, plano.nome, plano.valorMensal),
    });
    if (!confirmed) return;
    setChosenId(plano.id);
    const api = getApi();
    const charge = await api.post(PLAN_ACTION_PATHS[action], { filialId, planoId: plano.id }, CobrancaSchema);
    onIssued(charge);
    toasts.success(MESSAGES.charges.issued);
    // getUserInfo is cached for an hour: without this the old flags would come back.
    api.invalidateCache('Usuarios/getUserInfo');
    sessionStore.getState().setUser(await api.getUserInfo());
  }, showApiError);
  return { choose: run, busyId: busy ? chosenId : null };
}
