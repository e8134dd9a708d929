import { ERROR_MESSAGES } from '../messages/appMessages';

/** How an error is shown: `exists` in an info dialog with only the message, the rest in the error dialog. */
export type ErrorKind = 'duplicate' | 'exists' | 'generic';

export interface ErrorReading {
  /** The server's (or client's) message, rewritten for duplicates; null when none was found. */
  message: string | null;
  /** HTTP status when the error carries one. */
  status: number | null;
  kind: ErrorKind;
}

// Where the message may sit, most specific first: the server's words beat a client wrapper's
// 'Request failed with status code 500', so `message` at the top level comes last.
const MESSAGE_PATHS: readonly (readonly string[])[] = [
  ['error', 'error', 'message'],
  ['error', 'message'],
  ['body', 'error', 'message'],
  ['body', 'message'],
  ['response', 'data', 'error', 'message'],
  ['response', 'data', 'message'],
  ['data', 'error', 'message'],
  ['data', 'message'],
  ['error'],
  ['body'],
  ['response', 'data'],
  ['data'],
  ['message'],
];

const STATUS_PATHS: readonly (readonly string[])[] = [
  ['status'],
  ['statusCode'],
  ['response', 'status'],
  ['error', 'statusCode'],
  ['error', 'status'],
  ['error', 'error', 'statusCode'],
  ['body', 'error', 'statusCode'],
  ['response', 'data', 'error', 'statusCode'],
  ['data', 'error', 'statusCode'],
];

function at(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current == null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function firstMessage(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() || null;
  for (const path of MESSAGE_PATHS) {
    const found = at(error, path);
    if (typeof found === 'string' && found.trim()) return found;
  }
  return null;
}

function firstStatus(error: unknown): number | null {
  for (const path of STATUS_PATHS) {
    const found = at(error, path);
    const status = typeof found === 'string' ? Number(found) : found;
    if (typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599)
      return status;
  }
  return null;
}

/** Reads the message, status and kind from whatever a failed call threw (spec 000 §8, 001 §8). */
export function readErrorMessage(error: unknown): ErrorReading {
  const raw = firstMessage(error);
  const status = firstStatus(error);
  if (raw?.includes(ERROR_MESSAGES.duplicateMarker))
    return { message: ERROR_MESSAGES.duplicate, status, kind: 'duplicate' };
  if (raw?.includes(ERROR_MESSAGES.existsMarker) || status === 409)
    return { message: raw, status, kind: 'exists' };
  return { message: raw, status, kind: 'generic' };
}
