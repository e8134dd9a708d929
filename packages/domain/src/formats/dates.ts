import { MONTH_LABELS, WEEK_DAY_LABELS, type Month, type WeekDay } from '../reference/calendar';

/** Every date of the product is shown in Brasília time, whatever zone the browser or server runs in. */
export const TIME_ZONE = 'America/Sao_Paulo';

/** A date input as the API sends it: ISO string, epoch milliseconds or a Date. */
export type DateInput = Date | string | number;

interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const zoned = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The wall-clock date and time in São Paulo. A bare 'yyyy-MM-dd' is a calendar date with no instant:
 * reading it as UTC midnight would show the previous day in Brazil, so it is taken as it is.
 */
export function saoPauloParts(input: DateInput | null | undefined): CalendarParts | null {
  if (input == null || input === '') return null;
  if (typeof input === 'string') {
    const dateOnly = DATE_ONLY.exec(input);
    if (dateOnly)
      return {
        year: Number(dateOnly[1]),
        month: Number(dateOnly[2]),
        day: Number(dateOnly[3]),
        hour: 0,
        minute: 0,
      };
  }
  const date = input instanceof Date ? input : new Date(input);
  const ms = date.getTime();
  if (Number.isNaN(ms)) return null;
  const local = new Date(ms + offsetAt(ms));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

const HOUR_MS = 3_600_000;
/** São Paulo's UTC offset by UTC hour: it only ever changed on whole hours, so an hour's offset holds for all of it. */
const offsetByHour = new Map<number, number>();

/**
 * The São Paulo offset at `ms`, asked of Intl once per hour of time and then remembered: formatting a grid of
 * 10,000 dates asks Intl a few hundred times instead of 10,000 (formatToParts is the slow part).
 */
export function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const parts: Record<string, number> = {};
    for (const part of zoned.formatToParts(new Date(start))) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    const wall = Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
    );
    offset = wall - start;
    if (offsetByHour.size >= 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

const two = (n: number): string => String(n).padStart(2, '0');

/** dd/MM/yyyy in São Paulo time; '' for a missing or invalid date. */
export function formatDate(input: DateInput | null | undefined): string {
  const p = saoPauloParts(input);
  return p ? `${two(p.day)}/${two(p.month)}/${p.year}` : '';
}

/** dd/MM/yyyy HH:mm in São Paulo time; '' for a missing or invalid date. */
export function formatDateTime(input: DateInput | null | undefined): string {
  const p = saoPauloParts(input);
  return p ? `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}` : '';
}

/** The day title of the spec, e.g. 'Domingo, 22 de Novembro'; '' for a missing or invalid date. */
export function formatDayTitle(input: DateInput | null | undefined): string {
  const p = saoPauloParts(input);
  if (!p) return '';
  const sundayFirst = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
  const weekDay = (sundayFirst === 0 ? 7 : sundayFirst) as WeekDay;
  return `${WEEK_DAY_LABELS[weekDay]}, ${p.day} de ${MONTH_LABELS[(p.month - 1) as Month]}`;
}
