/**
 * Sale price from a margin on the price: total = cost / (100 − margin) × 100.
 * A margin of 100 % or more has no price (division by zero or a negative price), so it gives null.
 */
export function totalFromMargin(cost: number, margin: number): number | null {
  if (!Number.isFinite(cost) || !Number.isFinite(margin) || margin >= 100) return null;
  return (cost / (100 - margin)) * 100;
}

/** Sale price from a markup on the cost: total = cost × markup / 100 + cost. */
export function totalFromMarkup(cost: number, markup: number): number | null {
  if (!Number.isFinite(cost) || !Number.isFinite(markup)) return null;
  return (cost * markup) / 100 + cost;
}
