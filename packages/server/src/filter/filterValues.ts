import { MESSAGES } from '@erp/domain';
import { HttpError } from '../http/httpError';
import type { FieldType } from './filterModel';

const MAX_TEXT = 500;
const INT4_MAX = 2_147_483_647;
// PostgreSQL timestamps end at year 294276, JavaScript dates at 275760; a business filter needs neither.
const MIN_DATE = Date.UTC(1, 0, 1);
const MAX_DATE = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

function invalid(field: string): never {
  throw new HttpError(400, MESSAGES.query.invalidValue(field));
}

/** Converts one JSON value to what the column holds, or answers 400; the result is always bound as a parameter. */
export function coerceValue(
  field: string,
  type: FieldType,
  value: unknown,
): string | number | boolean | Date {
  switch (type) {
    case 'integer': {
      const n = typeof value === 'string' && /^-?\d{1,10}$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || Math.abs(n) > INT4_MAX) invalid(field);
      return n;
    }
    case 'number': {
      const n = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) invalid(field);
      return n;
    }
    case 'string': {
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      // NUL cannot be stored in PostgreSQL text: refused here so it is a 400, not a database error.
      if (typeof value !== 'string' || value.length > MAX_TEXT || value.includes('\u0000')) invalid(field);
      return value;
    }
    case 'boolean': {
      if (value === 'true' || value === 'false') return value === 'true';
      if (typeof value !== 'boolean') invalid(field);
      return value;
    }
    case 'date': {
      if (typeof value !== 'string' && typeof value !== 'number') invalid(field);
      const date = new Date(value);
      const time = date.getTime();
      if (Number.isNaN(time) || time < MIN_DATE || time > MAX_DATE) invalid(field);
      return date;
    }
    case 'day': {
      // Compared as text with a date column: only a real calendar day in ISO form reaches the query.
      const day = typeof value === 'string' ? value.trim() : '';
      const time = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
      // Date.parse accepts 2025-02-30 as 2 March: the day must come back the same.
      if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) invalid(field);
      return day;
    }
  }
}

/** A LIKE pattern: only text fields take one. */
export function coercePattern(field: string, type: FieldType, value: unknown): string {
  if (type !== 'string' || typeof value !== 'string' || value.length > MAX_TEXT || value.includes('\u0000'))
    invalid(field);
  return value;
}

/** A list for inq/nin: a non-huge array of valid values. */
export function coerceList(
  field: string,
  type: FieldType,
  value: unknown,
): Array<string | number | boolean | Date> {
  if (!Array.isArray(value) || value.length > 1000) invalid(field);
  return value.map((item) => coerceValue(field, type, item));
}
