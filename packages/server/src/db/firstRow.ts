/** The first row a query finds (it reads one at most), or null when it finds none. */
export async function firstRow<Row>(query: {
  limit(count: number): PromiseLike<Row[]>;
}): Promise<Row | null> {
  const [row] = await query.limit(1);
  return row ?? null;
}
