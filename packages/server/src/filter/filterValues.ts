import { HttpError } from '../http/httpError';
import type { FieldType } from './filterModel';

const MAX_TEXT = 500;

function invalid(field: string): never {
  throw new HttpError(400, `Valor inválido para o campo "${field}" no filtro.`);
}

/** Converts one JSON value to what the column holds, or answers 400; the result is always bound as a parameter. */
export function coerceValue(field: string, type: FieldType, value: unknown): string | number | boolean | Date {
  switch (type) {
    case 'number': {
      const n = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) invalid(field);
      return n;
    }
    case 'string': {
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      if (typeof value !== 'string' || value.length > MAX_TEXT) invalid(field);
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
      if (Number.isNaN(date.getTime())) invalid(field);
      return date;
    }
  }
}

/** A LIKE pattern: only text fields take one. */
export function coercePattern(field: string, type: FieldType, value: unknown): string {
  if (type !== 'string' || typeof value !== 'string' || value.length > MAX_TEXT) invalid(field);
  return value;
}

/** A list for inq/nin: a non-huge array of valid values. */
export function coerceList(field: string, type: FieldType, value: unknown): Array<string | number | boolean | Date> {
  if (!Array.isArray(value) || value.length > 1000) invalid(field);
  return value.map((item) => coerceValue(field, type, item));
}
