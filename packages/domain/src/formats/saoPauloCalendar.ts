import { offsetAt, TIME_ZONE } from './dates';

// Calendar arithmetic on São Paulo days ('yyyy-MM-dd'), shared by the server's queries, the seed and the screens'
// period filters. Each instant is computed from the zone's rules (Intl), never from a fixed −03:00: the rule is the
// same today, and a date of the 2018 summer time (UTC−2) still starts at its own midnight.

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// en-CA formats dates as yyyy-MM-dd.
const calendarDate = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });

/** 'yyyy-MM-dd' of an instant on São Paulo's calendar. */
export function saoPauloDate(instant: number | Date): string {
  return calendarDate.format(instant);
}

/** The instant of a São Paulo wall-clock time: a calendar date and minutes since its midnight (0 = the day's start). */
export function saoPauloInstant(date: string, minutes = 0): Date {
  const parts = DATE.exec(date);
  if (!parts) throw new RangeError(`Data fora do formato aaaa-mm-dd: ${date}`);
  const wall = Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) + minutes * 60_000;
  // The offset depends on the instant being sought; one correction settles it (offsets change on whole hours).
  const first = wall - offsetAt(wall);
  const settled = wall - offsetAt(first);
  if (settled + offsetAt(settled) === wall) return new Date(settled);
  // A wall time skipped by a summer-time change (2018-11-04 00:00 became 01:00): the day starts at the change.
  return new Date(first);
}

/** Start (inclusive) and end (exclusive) instants of the São Paulo days from `first` to `last`, both included. */
export function saoPauloDayRange(first: string, last: string): { from: Date; to: Date } {
  return { from: saoPauloInstant(first), to: saoPauloInstant(addDays(last, 1)) };
}

/**
 * The São Paulo wall-clock time of an instant, written as a UTC date: for formats with no time zone (a spreadsheet
 * cell), which show a date's UTC fields as they are.
 */
export function saoPauloWallClock(instant: number | Date): Date {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(ms + offsetAt(ms));
}

/** A São Paulo date moved by whole days. */
export function addDays(date: string, days: number): string {
  // Arithmetic on a UTC noon of the same date: no daylight-saving edge can skip or repeat a day.
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a date, 0 Sunday … 6 Saturday. */
export function weekDay(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** The `count` São Paulo calendar days ending on the day of `now`, oldest first. */
export function lastSaoPauloDays(now: number, count: number): string[] {
  const today = saoPauloDate(now);
  return Array.from({ length: count }, (_, i) => addDays(today, i - (count - 1)));
}
