import { saoPauloDayRange, type ReportFilters, MESSAGES } from '@erp/domain';

/** Start (inclusive) and end (exclusive) instants of the filter period's São Paulo days. */
export function periodBounds(filters: ReportFilters): { from: Date; to: Date } {
  return saoPauloDayRange(filters.dataInicial ?? '1970-01-01', filters.dataFinal ?? '2999-12-31');
}

/** Calendar-date bounds for date columns (vencimento). */
export function periodDates(filters: ReportFilters): { from: string; to: string } {
  return { from: filters.dataInicial ?? '1970-01-01', to: filters.dataFinal ?? '2999-12-31' };
}

/** "01/11/2026 a 30/11/2026" for the PDF's filter line. */
export function describePeriod(filters: ReportFilters): string {
  const br = (iso?: string) => (iso ? iso.split('-').reverse().join('/') : '');
  return filters.dataInicial && filters.dataFinal
    ? MESSAGES.reports.period(br(filters.dataInicial), br(filters.dataFinal))
    : '';
}
