import type { Relatorio } from '@erp/api-client';
import { datedListingFiles, listingPdfFileName, type ListingFiles, type ListingTable } from '@erp/data-grid';
import { JOB_STATUS_LABELS, MENU_TITLES, MESSAGES, formatDateTime } from '@erp/domain';

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

/** The spec's names (spec 001 §9): the portrait listing as printed, the landscape one and the Excel file dated. */
export const RELATORIOS_LISTING_FILES: ListingFiles = {
  ...datedListingFiles('relatorio-listagem', MENU_TITLES.relatorios),
  pdf: (orientation, date) => (orientation === 'portrait' ? listingPdfFileName() : listingPdfFileName(date)),
};
