import type { FilialSelecionada } from '../entities';

/** Branches on a trial longer than this many days are treated as indefinite: the plans menus hide. */
export const TRIAL_THRESHOLD_DAYS = 999;

/** What the branch's subscription allows, from its trial and blocked flags (spec 001 §4). */
export type SubscriptionState = 'trial' | 'trialExpirado' | 'inadimplente' | 'ativa';

/** trial and not blocked → trial; trial and blocked → expired trial; blocked only → defaulting. */
export function subscriptionState(filial: Pick<FilialSelecionada, 'trial' | 'bloqueada'> | null | undefined): SubscriptionState {
  if (!filial) return 'ativa';
  if (filial.trial) return filial.bloqueada ? 'trialExpirado' : 'trial';
  return filial.bloqueada ? 'inadimplente' : 'ativa';
}

const DAY_MS = 86_400_000;

const calendarDay = (date: Date): number => {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(date)
    .split('-')
    .map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / DAY_MS;
};

// A bare 'yyyy-MM-dd' is already a calendar day; anything else is an instant placed on São Paulo's calendar.
const dueDay = (value: string | Date): number | null => {
  const bare = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (bare) return Date.UTC(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3])) / DAY_MS;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : calendarDay(date);
};

/**
 * Whole calendar days from `now` to the due date, counted on the São Paulo calendar so that a due date
 * of tomorrow is 1 at any hour; negative once past, null without a (valid) date.
 */
export function daysUntil(dataVencimento: string | Date | null | undefined, now: Date = new Date()): number | null {
  if (dataVencimento == null || dataVencimento === '' || Number.isNaN(now.getTime())) return null;
  const due = dueDay(dataVencimento);
  return due == null ? null : due - calendarDay(now);
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
