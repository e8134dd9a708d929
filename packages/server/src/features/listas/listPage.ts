import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { listColumns, type ListRows } from './listDefinition';

/** One page of a list as the request asks it: its where, its order (the id is added last), its size and offset. */
export interface ListPageQuery {
  where: SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
}

/**
 * One page of a list's rows, read in two steps ("deferred join"): first the page's ids alone — the where, the order
 * with the id breaking ties, the offset — then the full rows of those ids only. The first step names no joined column
 * unless the where or the order does, so the planner drops the list's left joins (location, product, customer…) and
 * walks the narrow index of the branch; the rows skipped by a deep offset (44,860 on the movements' last page) are
 * never joined nor read whole. The answer keeps the ids' order, so it is the page the plain query would give.
 */
export async function readListPage(
  db: Database,
  rows: ListRows,
  page: ListPageQuery,
): Promise<Array<Record<string, unknown>>> {
  const id = sql<number>`${listColumns(rows).id}`;
  const ids = (
    await db
      .select({ id })
      .from(rows)
      .where(page.where)
      .orderBy(...page.order, asc(id))
      .limit(page.limit)
      .offset(page.offset)
  ).map((row) => row.id);
  if (!ids.length) return [];
  const found: Array<Record<string, unknown>> = await db.select().from(rows).where(inArray(id, ids));
  const position = new Map(ids.map((value, index) => [value, index]));
  const at = (row: Record<string, unknown>) => position.get(row.id as number)!;
  return found.sort((a, b) => at(a) - at(b));
}
