import type { FilialSelecionada } from '../entities';
import { saoPauloParts, type DateInput } from '../formats/dates';

/** Branches on a trial longer than this many days are treated as indefinite: the plans menus hide. */
export const TRIAL_THRESHOLD_DAYS = 999;

/** What the branch's subscription allows, from its trial and blocked flags (spec 001 §4). */
export type SubscriptionState = 'trial' | 'trialExpirado' | 'inadimplente' | 'ativa';

/** trial and not blocked → trial; trial and blocked → expired trial; blocked only → defaulting. */
export function subscriptionState(
  filial: Pick<FilialSelecionada, 'trial' | 'bloqueada'> | null | undefined,
): SubscriptionState {
  if (!filial) return 'ativa';
  if (filial.trial) return filial.bloqueada ? 'trialExpirado' : 'trial';
  return filial.bloqueada ? 'inadimplente' : 'ativa';
}

const DAY_MS = 86_400_000;

// Day number on São Paulo's calendar; a bare 'yyyy-MM-dd' counts as that day (see saoPauloParts).
const calendarDay = (value: DateInput): number | null => {
  const parts = saoPauloParts(value);
  return parts ? Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS : null;
};

/**
 * Whole calendar days from `now` to the due date, counted on the São Paulo calendar so that a due date
 * of tomorrow is 1 at any hour; negative once past, null without a (valid) date.
 */
export function daysUntil(
  dataVencimento: string | Date | null | undefined,
  now: Date = new Date(),
): number | null {
  if (dataVencimento == null) return null;
  const due = calendarDay(dataVencimento);
  const today = calendarDay(now);
  return due == null || today == null ? null : due - today;
}

/** The plans menus hide for a trial with more than 999 days to expiry (spec 001 §6). */
export function isIndefiniteTrial(
  filial: Pick<FilialSelecionada, 'trial' | 'dataVencimento'> | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!filial?.trial) return false;
  const days = daysUntil(filial.dataVencimento, now);
  return days != null && days > TRIAL_THRESHOLD_DAYS;
}
