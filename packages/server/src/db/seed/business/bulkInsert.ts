import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../database';

export type Tx = Transaction;

/** Rows travel as one JSON parameter per batch: PostgreSQL parses it far faster than thousands of bound values. */
const BATCH = 5_000;

/**
 * Reserves `count` ids of a serial table, so that children can reference rows before they are inserted (inserted
 * rows are never read back). Safe with concurrent writers: the sequence hands out each id once.
 */
export async function allocateIds(tx: Tx, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  // Both drivers answer `{ rows }`; the driver-neutral Database type leaves the result untyped.
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id from generate_series(1, ${count})`,
  )) as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/**
 * Multi-row insert of plain objects keyed by the table's property names, in batches, through
 * `json_populate_recordset`: the same SQL on PGlite and PostgreSQL. Columns left out take their defaults.
 */
export async function bulkInsert<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns)
        record[column.name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    await tx.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`,
    );
  }
}
