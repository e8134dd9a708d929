/**
 * Calendar of the demo data. Every date is relative to the day the seed runs (its clock, in America/Sao_Paulo):
 * sales fill the 12 months up to and including that day, and bills fall due around it, so on the day of the seed
 * (the first start of the embedded database) "today", "this month" and "the next 7 days" of the dashboard all have
 * data. São Paulo has had no daylight-saving time since 2019, so local times are written with a fixed −03:00.
 */
export const TIME_ZONE = 'America/Sao_Paulo';
const OFFSET = '-03:00';
const DAY_MS = 86_400_000;

/** 'yyyy-MM-dd' of an instant in São Paulo. */
export function localDate(instant: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(instant));
}

/** The calendar date `days` after `date` ('yyyy-MM-dd'). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a date, 0 Sunday … 6 Saturday. */
export function weekDay(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant of a São Paulo local date and time of day (minutes since midnight). */
export function localInstant(date: string, minutes: number): Date {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return new Date(`${date}T${hh}:${mm}:00${OFFSET}`);
}
