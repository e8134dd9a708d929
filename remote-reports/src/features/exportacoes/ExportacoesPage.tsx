import { Stack, Title } from '@mantine/core';
import { useCallback } from 'react';
import type { Relatorio } from '@erp/api-client';
import { dialogs, showApiError, toasts } from '@erp/ui';
import { relatoriosApi } from '../../api/relatoriosApi';
import { REPORTS_TEXTS } from '../../reportsTexts';
import { ExportacoesGrid } from './ExportacoesGrid';
import { useExportacoes } from './useExportacoes';

/** Exported reports (spec 001 §2): the grid of the company's report jobs, with download and delete. */
export function ExportacoesPage() {
  const state = useExportacoes();
  const { reload } = state;
  const remove = useCallback(
    async (relatorio: Relatorio) => {
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
      await reload();
    },
    [reload],
  );
  const onRemove = useCallback((relatorio: Relatorio) => void remove(relatorio), [remove]);
  return (
    <Stack>
      <Title order={2}>{REPORTS_TEXTS.exportacoesTitle}</Title>
      <ExportacoesGrid state={state} onRemove={onRemove} />
    </Stack>
  );
}
