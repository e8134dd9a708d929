import { MESSAGES } from '@erp/domain';

const MAX = 120;

/**
 * One side of a change as one line: text as is, anything else as compact JSON, cut at 120 characters so a whole
 * configuration saved in one go does not stretch the row (the title attribute keeps the full value).
 */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return MESSAGES.admin.auditoria.vazio;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

/** The full value, for the hover title. */
export const auditFull = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value, null, 1);
