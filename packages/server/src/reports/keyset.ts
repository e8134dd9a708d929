import { asc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Where a report's next page starts: the last row's sort key (as the database printed it) and its id. */
type Cursor = [string | number, number];

/**
 * Keyset paging by (sort key, id), the order every report reads its rows in: the condition for the rows after a
 * cursor, that order, and the next page's cursor (null after the last page). `cast` reads a cursor's key back as a
 * timestamp or a date, so a key printed as text at full precision compares exactly.
 */
export function keyset(key: SQLWrapper, id: SQLWrapper, cast?: 'timestamptz' | 'date') {
  return {
    after(cursor: unknown): SQL | undefined {
      if (!cursor) return undefined;
      const [lastKey, lastId] = cursor as Cursor;
      const keyValue = cast ? sql`${lastKey}::${sql.raw(cast)}` : sql`${lastKey}`;
      return sql`(${key}, ${id}) > (${keyValue}, ${lastId})`;
    },
    order: [asc(key), asc(id)] as const,
    next<Row>(rows: Row[], limit: number, cursorOf: (last: Row) => Cursor): Cursor | null {
      const last = rows.at(-1);
      return rows.length === limit && last ? cursorOf(last) : null;
    },
  };
}
