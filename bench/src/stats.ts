/**
 * The q-quantile of `values` by the nearest-rank method: the smallest value with at least q of the values at or below
 * it (the 19th of 20 for p95, not the 20th: that is the maximum, which the tables print on its own). 0 for no values.
 */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

/** The median: the middle value, or the mean of the two middle ones for an even count. 0 for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
