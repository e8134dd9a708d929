import { createPdfWriter } from './pdfWriter';
import type { RenderJob, ReportWriter } from './renderJob';
import { createXlsxWriter } from './xlsxWriter';

export function createReportWriter(job: RenderJob): ReportWriter {
  return job.format === 'pdf' ? createPdfWriter(job) : createXlsxWriter(job);
}
