import type { Database } from '../../db/database';
import type { Cell, ReportScope, ReportSource, SummaryLine } from '../reportSource';

/** Rows per page read from the database and posted to the renderer. */
export const PAGE_SIZE = 1000;

/** A report's rows, page by page, then its summary. */
export interface RowFeed {
  /** The next page, or null after the last one. */
  next(): Promise<Cell[][] | null>;
  summary(): Promise<SummaryLine[]>;
}

export function rowFeed(
  db: Database,
  source: ReportSource,
  scope: ReportScope,
  pageSize = PAGE_SIZE,
): RowFeed {
  let cursor: unknown = null;
  let done = false;
  return {
    async next() {
      if (done) return null;
      const page = await source.page(db, scope, cursor, pageSize);
      cursor = page.next;
      done = page.next === null;
      return page.rows.length || !done ? page.rows : null;
    },
    summary: () => source.summary(db, scope),
  };
}
