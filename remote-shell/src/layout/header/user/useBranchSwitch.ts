import { useCallback, useEffect, useState } from 'react';
import { getApi, FilialResumoListSchema } from '@erp/api-client';
import type { FilialResumo } from '@erp/domain';
import { sessionStore } from '@erp/session';
import { showApiError } from '@erp/ui';

/** Where the switch stands: the user's branches, loading, and which one is being switched to. */
export interface BranchSwitch {
  filiais: FilialResumo[] | null;
  switchingTo: number | null;
  /** Selects the branch on the server and reloads the user info; true when it worked. */
  select(filialId: number): Promise<boolean>;
}

/**
 * Lists the user's branches while the modal is open and switches on the server. The user info is cached for an
 * hour, so its entry is dropped before reloading; the new user in the session moves badge, menus and pages along
 * without a page reload.
 */
export function useBranchSwitch(opened: boolean): BranchSwitch {
  const [filiais, setFiliais] = useState<FilialResumo[] | null>(null);
  const [switchingTo, setSwitchingTo] = useState<number | null>(null);

  useEffect(() => {
    if (!opened) return;
    let cancelled = false;
    (async () => getApi().get('Usuarios/filiais', FilialResumoListSchema))()
      .then((list) => {
        if (!cancelled) setFiliais(list);
      })
      .catch((error: unknown) => {
        if (!cancelled) showApiError(error);
      });
    return () => {
      cancelled = true;
    };
  }, [opened]);

  const select = useCallback(async (filialId: number): Promise<boolean> => {
    setSwitchingTo(filialId);
    try {
      const api = getApi();
      await api.send('POST', 'Usuarios/selecionarFilial', { filialId });
      await api.verifyBranch();
      api.invalidateCache('Usuarios/getUserInfo');
      api.invalidateCache('Usuarios/obterfilialselecionada');
      sessionStore.getState().setUser(await api.getUserInfo());
      return true;
    } catch (error) {
      showApiError(error);
      return false;
    } finally {
      setSwitchingTo(null);
    }
  }, []);

  return { filiais, switchingTo, select };
}
