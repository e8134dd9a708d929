import type { Relatorio } from '@erp/api-client';
import { JOB_STATUS_LABELS, MESSAGES, formatDateTime } from '@erp/domain';

/** A grid ready to print or export: column titles and the rows as the user sees them. */
export interface ListingTable {
  columns: string[];
  rows: string[][];
}

const { columns } = MESSAGES.reports;

/** The exported reports as the grid shows them (Relatório, Formato, Status, Data); the actions column is left out. */
export function relatoriosListing(relatorios: readonly Relatorio[]): ListingTable {
  return {
    columns: [columns.relatorio, columns.formato, columns.status, columns.data],
    rows: relatorios.map((r) => [
      r.descricao,
      r.tipo.toUpperCase(),
      JOB_STATUS_LABELS[r.status],
      formatDateTime(r.dataInclusao),
    ]),
  };
}
