import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Cell, RowPage } from './reportSource';

/** Where a report's next page starts: the last row's sort key (as the database printed it) and its id. */
type Cursor = [string | number, number];

/** The fields a paged query selects besides its cells, so that its last row gives the next cursor. */
export interface CursorFields {
  cursorKey: string | number;
  cursorId: number;
}

/**
 * How a report's key reads back and pages: `cast` reads a cursor's key back as a timestamp or a date, so a key printed
 * as text at full precision compares exactly; `grouped` pages rows grouped by (key, id), so the cursor's condition
 * goes to `having`.
 */
interface KeysetOptions {
  cast?: 'timestamptz' | 'date';
  grouped?: boolean;
}

/**
 * Keyset paging by (sort key, id), the order every report reads its rows in: the fields a page's query selects for
 * the cursor, the page after a cursor (the rows past it, in that order, `limit` of them), and the page's cells with
 * the next cursor (null after the last page).
 */
export function keyset(
  key: PgColumn | SQL,
  id: PgColumn | SQL,
  { cast, grouped = false }: KeysetOptions = {},
) {
  const after = (cursor: unknown): SQL | undefined => {
    if (!cursor) return undefined;
    const [lastKey, lastId] = cursor as Cursor;
    const keyValue = cast ? sql`${lastKey}::${sql.raw(cast)}` : sql`${lastKey}`;
    return sql`(${key}, ${id}) > (${keyValue}, ${lastId})`;
  };
  const order = [asc(key), asc(id)] as const;
  return {
    // The key and id as selected fields (a column, or an expression with its own decoding); a timestamp's key as
    // text at full microsecond precision: a cursor rounded to milliseconds would read the same rows again.
    fields: {
      cursorKey: cast === 'timestamptz' ? sql<string>`${key}::text` : (key as SQL<string | number>),
      cursorId: id as SQL<number>,
    },
    /** The query's rows after `cursor` among those `where` keeps. */
    pageAfter<Q extends PgSelect>(query: Q, where: SQL | undefined, cursor: unknown, limit: number) {
      const kept = grouped
        ? query.where(where).groupBy(key, id).having(after(cursor))
        : query.where(and(where, after(cursor)));
      return kept.orderBy(...order).limit(limit);
    },
    /** A page of rows as cells, and where the next page starts (null when this one is not full). */
    toPage<Row extends CursorFields>(rows: Row[], limit: number, cells: (row: Row) => Cell[]): RowPage {
      const last = rows.at(-1);
      return {
        rows: rows.map(cells),
        next: rows.length === limit && last ? [last.cursorKey, last.cursorId] : null,
      };
    },
  };
}
