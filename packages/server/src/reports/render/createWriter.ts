import type { RenderJob, ReportWriter } from './renderJob';

/** Each format's library is loaded on its first job only: pdfkit and exceljs are the bulk of a worker's start-up. */
export async function createReportWriter(job: RenderJob): Promise<ReportWriter> {
  if (job.format === 'pdf') return (await import('./pdfWriter')).createPdfWriter(job);
  return (await import('./xlsxWriter')).createXlsxWriter(job);
}
