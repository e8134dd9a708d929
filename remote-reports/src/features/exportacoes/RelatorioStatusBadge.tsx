import { Badge } from '@mantine/core';
import { JOB_STATUS_COLORS, JOB_STATUS_LABELS } from '@erp/domain';
import type { RelatorioStatus } from '@erp/api-client';

/** Processando blue, Finalizado green, Erro red (spec 001 §4). */
export function RelatorioStatusBadge({ status }: { status: RelatorioStatus }) {
  return (
    <Badge color={JOB_STATUS_COLORS[status]} variant="light" data-color={JOB_STATUS_COLORS[status]}>
      {JOB_STATUS_LABELS[status]}
    </Badge>
  );
}
