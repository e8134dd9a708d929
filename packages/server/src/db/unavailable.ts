/**
 * Whether an error means "the database cannot be reached right now" (stopped, restarting, unreachable, too slow)
 * rather than a bug: the API answers those with 503 and a Portuguese "try again" instead of a 500, and recovers by
 * itself once the pool connects again. Drizzle wraps driver errors, so the whole `cause` chain is read.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLSTATE: admin or crash shutdown, starting up, statement or lock timeout, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '55P03',
  '53300',
]);

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const { message } = current;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
