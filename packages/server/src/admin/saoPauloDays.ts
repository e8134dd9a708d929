import { TIME_ZONE } from '@erp/domain';

const DAY_MS = 86_400_000;

/** `yyyy-MM-dd` of an instant on São Paulo's calendar. */
export function saoPauloDate(instant: number): string {
  // en-CA formats dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(instant));
}

/** The `count` São Paulo calendar days ending today, oldest first. */
export function lastSaoPauloDays(now: number, count: number): string[] {
  const today = saoPauloDate(now);
  // Calendar arithmetic on a UTC noon of the same date: no daylight-saving edge can skip or repeat a day.
  const base = Date.parse(`${today}T12:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(base - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** A São Paulo date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
