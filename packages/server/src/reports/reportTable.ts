import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultField } from 'drizzle-orm/query-builders/select.types';
import type { Cell, ReportColumn } from './reportSource';

/** What a column selects: a column, an SQL expression, or several of them for a cell made of more than one value. */
type Selection = SelectedFields[string];

/**
 * One column of a report, written once: its header, format and width, the expression it selects, and how the
 * selected value becomes the cell (the value itself when `cell` is left out).
 */
interface ColumnDefinition<S extends Selection> extends ReportColumn {
  select: S;
  cell?: (value: SelectResultField<S>) => Cell;
}

type Definitions<T extends Record<string, Selection>> = { [K in keyof T]: ColumnDefinition<T[K]> };

/**
 * A report's table from one definition per column, in print order: the columns the writers lay out, the fields its
 * query selects (keyed like the definitions, so a query may add its own: the id and sort key of the cursor), and a
 * row of the query turned into the printed cells. Adding a column is one entry here.
 */
export function reportTable<T extends Record<string, Selection>>(definitions: Definitions<T>) {
  const entries = Object.entries(definitions) as [keyof T & string, ColumnDefinition<Selection>][];
  return {
    columns: entries.map(([, { header, format, width }]): ReportColumn => ({ header, format, width })),
    select: Object.fromEntries(entries.map(([key, d]) => [key, d.select])) as T,
    /**
     * The cells of one row. A value of a left-joined table may be null whatever its column says: the definitions of
     * such columns type their `cell` parameter as nullable.
     */
    cells: (row: { [K in keyof T]: unknown }): Cell[] =>
      entries.map(([key, d]) => (d.cell ? d.cell(row[key] as never) : (row[key] as Cell))),
  };
}

/** A timestamp column: the instant as ISO text, which the writers show in São Paulo time. */
export function instantColumn<S extends Selection>(
  header: string,
  width: number,
  select: S,
): ColumnDefinition<S> {
  return { header, format: 'datetime', width, select, cell: (at) => (at as Date).toISOString() };
}

/** A code column (a type, a status, a flag) printed as the code's name (the code itself when it has no name). */
export function labelColumn<S extends Selection>(
  header: string,
  width: number,
  select: S,
  labels: Readonly<Record<string | number, string>>,
): ColumnDefinition<S> {
  return { header, format: 'text', width, select, cell: (code) => labels[code as string] ?? String(code) };
}

/** A text column of a left-joined table, which a row may not have: `absent` stands in for it. */
export function joinedTextColumn<S extends Selection>(
  header: string,
  width: number,
  select: S,
  absent: string,
): ColumnDefinition<S> {
  return { header, format: 'text', width, select, cell: (text) => (text as string | null) ?? absent };
}
