import { addDays } from '@erp/domain';

/** Days a paid period lasts (one month of the plan). */
export const PAID_PERIOD_DAYS = 30;

/**
 * The end of the paid period once a charge is paid on `today`: 30 days more, counted from the current end while a
 * paying branch still has days left (paying early loses nothing), otherwise from today. A trial's remaining days are
 * not carried over: paying ends the trial (spec 001 §4: not trial and not blocked is a paying branch).
 */
export function paidPeriodEnd(
  filial: { trial: boolean; dataVencimento: string | null },
  today: string,
): string {
  const current = filial.dataVencimento;
  const from = !filial.trial && current && current > today ? current : today;
  return addDays(from, PAID_PERIOD_DAYS);
}
