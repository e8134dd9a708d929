import type { Relatorio } from '@erp/api-client';
import { dialogs, showApiError, toasts } from '@erp/ui';
import { relatoriosApi } from '../../api/relatoriosApi';
import { REPORTS_TEXTS } from '../../reportsTexts';

/**
 * Asks, then deletes a report and its file (from the grid or the header's modal). Whatever the server answered, the
 * list is reloaded: a refusal usually means another tab or the expiry got there first.
 */
export async function confirmAndRemoveRelatorio(relatorio: Relatorio, reload: () => void): Promise<void> {
  const confirmed = await dialogs.confirm({
    title: REPORTS_TEXTS.removeTitle,
    message: REPORTS_TEXTS.removeQuestion(relatorio.descricao),
  });
  if (!confirmed) return;
  try {
    await relatoriosApi.remove(relatorio.id);
    toasts.success(REPORTS_TEXTS.removed);
  } catch (error) {
    showApiError(error);
  }
  reload();
}
