import type { ReportFilters } from '@erp/domain';
import type { Database } from '../db/database';

/** How the renderer shows a cell: money in BRL, quantities with up to 3 decimals, São Paulo dates. */
export type CellFormat = 'text' | 'integer' | 'quantity' | 'brl' | 'date' | 'datetime';

/** A raw cell as the worker receives it (dates as ISO text or yyyy-MM-dd); the worker formats it. */
export type Cell = string | number | null;

export interface ReportColumn {
  header: string;
  format: CellFormat;
  /** Relative width in the PDF (the page width is shared in proportion). */
  width: number;
}

/** A label and a value for the lines under the table (totals, counts by status). */
export interface SummaryLine {
  label: string;
  value: Cell;
  format: CellFormat;
}

/** Whose data a job reads: always the requesting user's company and branch, never taken from the body alone. */
export interface ReportScope {
  empresaId: number;
  filialId: number;
  filters: ReportFilters;
  /** "Today" for overdue entries, from the server's clock. */
  now: Date;
}

/** One page of rows and where the next one starts (null at the end). */
export interface RowPage {
  rows: Cell[][];
  next: unknown;
}

/**
 * What a report reads. Rows come in pages by keyset (the cursor is the last row's sort key), so no report ever holds
 * its whole result in memory, whatever the period.
 */
export interface ReportSource {
  columns: readonly ReportColumn[];
  page(db: Database, scope: ReportScope, cursor: unknown, limit: number): Promise<RowPage>;
  summary(db: Database, scope: ReportScope): Promise<SummaryLine[]>;
  /** Human description of the filters, printed under the title. */
  describeFilters?(scope: ReportScope): string;
}
