import { useNavigate } from 'react-router-dom';
import { CLIENT_VIEW_DELAY_MS, MESSAGES, routeTo, type BrandUser } from '@erp/domain';
import { sessionStore } from '@erp/session';
import { useBusyAction } from '@erp/forms';
import { showApiError, toasts } from '@erp/ui';
import { adminApi } from '../../api/adminApi';

/**
 * Opens a company's main area read-only: a view token from the API replaces the session's token (the administrator's
 * own session is kept to return to), then the dashboard opens after the spec's 300 ms client-view delay.
 */
export function useClientView() {
  const navigate = useNavigate();
  return useBusyAction(async (empresa: BrandUser['empresa']) => {
    const token = await adminApi.openClientView(empresa.id);
    sessionStore.getState().enterClientView({ token, empresa: { id: empresa.id, nome: empresa.nome } });
    toasts.info(MESSAGES.admin.clientView.opening(empresa.nome));
    // Not cleared on unmount: the administration screen gives way to the view while the delay runs.
    setTimeout(() => navigate(routeTo.dashboard()), CLIENT_VIEW_DELAY_MS);
  }, showApiError);
}
