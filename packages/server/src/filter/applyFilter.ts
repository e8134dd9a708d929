import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { CompiledFilter } from './compileFilter';

/**
 * A compiled filter applied to a listing's query (built with `.$dynamic()`): its where, its order or the endpoint's
 * own when the request asks none (closed by the id, so that pages do not overlap), the endpoint's limit and the
 * request's offset.
 */
export function applyFilter<Q extends PgSelect>(
  query: Q,
  compiled: CompiledFilter,
  { defaultOrder, limit }: { defaultOrder: SQL[]; limit: number | undefined },
): Q {
  query.where(compiled.where).orderBy(...(compiled.orderBy.length ? compiled.orderBy : defaultOrder));
  if (limit !== undefined) query.limit(limit);
  if (compiled.offset !== undefined) query.offset(compiled.offset);
  return query;
}
