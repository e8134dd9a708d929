import type { ReportFormat } from '@erp/domain';
import type { Cell, ReportColumn, SummaryLine } from '../reportSource';

/** Everything the renderer needs besides the rows: it never touches the database. */
export interface RenderJob {
  format: ReportFormat;
  /** Absolute path of the file to write. */
  filePath: string;
  title: string;
  orientation: 'portrait' | 'landscape';
  columns: readonly ReportColumn[];
  /** Header of every page (spec 001 §9): company name, CNPJ, user name, date and time. */
  header: { empresa: string; cnpj: string; usuario: string; emitidoEm: string };
  filtersText: string;
}

/** A report being written: rows arrive in pages, the summary closes it. */
export interface ReportWriter {
  addRows(rows: readonly Cell[][]): Promise<void>;
  finish(summary: readonly SummaryLine[]): Promise<void>;
  /** Stops writing after a failure (the caller removes the file). */
  abort(): void;
}

/** Messages from the API thread to a render worker. */
export type ToWorker =
  | { type: 'begin'; job: RenderJob }
  | { type: 'rows'; rows: Cell[][] }
  | { type: 'end'; summary: SummaryLine[] };

/** Messages from a render worker: `ack` after each page of rows, so the API thread never runs ahead of it. */
export type FromWorker =
  { type: 'ack' } | { type: 'done'; peakHeapBytes: number } | { type: 'error'; message: string };

/** Shown in the file when the filters match nothing. */
export const EMPTY_REPORT_TEXT = 'Nenhum registro encontrado para os filtros informados.';
