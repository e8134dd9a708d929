import type { ReportFormat } from '@erp/domain';

/** The content type each report format is stored and downloaded with. */
export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
