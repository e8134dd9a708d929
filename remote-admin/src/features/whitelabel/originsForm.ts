import { isHttpUrl, MESSAGES } from '@erp/domain';

/** What the origins editor holds: one origin per line, and the canonical one. */
export interface OriginsValues {
  [field: string]: unknown;
  origins: string;
  canonicalOrigin: string;
}

/** The non-empty lines of the editor, trimmed; the server normalises and checks each one. */
export const originLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Each line an http(s) URL (the server says which origin it refuses and why: https, taken by another brand). */
export const ORIGINS_RULES = {
  origins: (text: string) => (originLines(text).every(isHttpUrl) ? null : MESSAGES.validation.format),
};
