import type { SQL } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import type { CursorFields, keyset } from './keyset';
import type { Cell, CellFormat, ReportScope, ReportSource, SummaryLine } from './reportSource';
import type { reportTable } from './reportTable';

/** The rows a report keeps: the requesting user's company or branch and the report's filters. */
type Scoped = (scope: ReportScope) => SQL | undefined;

/** A report's query with the given fields selected: its table and joins (`db.select(fields).from(…)…`). */
type Query = (db: Database, fields: SelectedFields) => { $dynamic(): PgSelect };

/** One line under the table: its label and format, and the aggregate that gives its value. */
interface TotalDefinition {
  label: string;
  format: CellFormat;
  select: SelectedFields[string];
}

/**
 * A report's summary as one query of aggregates over the rows the report keeps: one definition per line, in print
 * order. A total over no rows (a null sum) prints 0.
 */
export function totalsSummary(
  scoped: Scoped,
  query: Query,
  definitions: Record<string, TotalDefinition>,
): ReportSource['summary'] {
  const entries = Object.entries(definitions);
  const select = Object.fromEntries(entries.map(([key, { select }]) => [key, select]));
  return async (db, scope) => {
    const [totals]: Array<Record<string, Cell>> = await query(db, select).$dynamic().where(scoped(scope));
    return entries.map(([key, { label, format }]): SummaryLine => ({
      label,
      value: totals?.[key] ?? 0,
      format,
    }));
  };
}

/**
 * A report whose rows are its table's cells, read in keyset order from one query over the rows the report keeps:
 * the query selects the table's fields and the cursor's, and each page is the rows after the last one's key.
 */
export function tableReport<T extends SelectedFields>(report: {
  table: ReturnType<typeof reportTable<T>>;
  pageBy: ReturnType<typeof keyset>;
  scoped: Scoped;
  rows: Query;
  summary: ReportSource['summary'];
  describeFilters?: ReportSource['describeFilters'];
}): ReportSource {
  const { table, pageBy, scoped, rows, ...rest } = report;
  return {
    ...rest,
    columns: table.columns,
    async page(db, scope, cursor, limit) {
      const query = rows(db, { ...table.select, ...pageBy.fields }).$dynamic();
      // The rows hold the fields selected just above: the table's and the cursor's.
      const found = (await pageBy.pageAfter(query, scoped(scope), cursor, limit)) as Array<
        CursorFields & Record<keyof T, unknown>
      >;
      return pageBy.toPage(found, limit, table.cells);
    },
  };
}
