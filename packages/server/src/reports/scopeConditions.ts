import type { ReportFilters } from '@erp/domain';
import { and, eq, gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';
import { periodBounds } from './period';

/** Instants within the filter period's São Paulo days (the whole history when the period is open). */
export function withinPeriod(instant: AnyColumn, filters: ReportFilters): SQL | undefined {
  const { from, to } = periodBounds(filters);
  return and(gte(instant, from), lt(instant, to));
}

/** `column = value` when the optional filter was given, no condition otherwise. */
export function equalsWhenGiven(column: AnyColumn, value: number | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}
