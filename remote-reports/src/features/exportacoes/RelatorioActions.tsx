import { ActionIcon, Group, Popover, Text, Tooltip } from '@mantine/core';
import { RemoveButton } from '@erp/ui';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { JobStatus } from '@erp/domain';
import type { Relatorio } from '@erp/api-client';
import { openReportFile } from '../../api/openReportFile';
import { REPORTS_TEXTS } from '../../reportsTexts';

export interface RelatorioActionsProps {
  relatorio: Relatorio;
  /** Asks for confirmation, then deletes the report. */
  onRemove(relatorio: Relatorio): void;
}

/** Download for finished reports, the error in a hint popover for failed ones, and delete. */
export function RelatorioActions({ relatorio, onRemove }: RelatorioActionsProps) {
  const { url } = relatorio;
  return (
    <Group gap={4} wrap="nowrap">
      {relatorio.status === JobStatus.FINALIZADO && url ? (
        <Tooltip label={REPORTS_TEXTS.download}>
          <ActionIcon
            variant="subtle"
            aria-label={REPORTS_TEXTS.download}
            onClick={() => void openReportFile(url)}
          >
            <IconDownload size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {relatorio.status === JobStatus.ERRO ? (
        <Popover width={260} position="left" withArrow shadow="md">
          <Popover.Target>
            <ActionIcon variant="subtle" color="red" aria-label={REPORTS_TEXTS.showError}>
              <IconAlertCircle size={18} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="sm">{relatorio.erro?.message ?? REPORTS_TEXTS.unknownError}</Text>
          </Popover.Dropdown>
        </Popover>
      ) : null}
      <Tooltip label={REPORTS_TEXTS.remove}>
        <RemoveButton label={REPORTS_TEXTS.remove} iconSize={18} onClick={() => onRemove(relatorio)} />
      </Tooltip>
    </Group>
  );
}
