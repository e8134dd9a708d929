/** Thrown for a key no engine may use: a programming error, never something a request should reach. */
export class InvalidStorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Chave de armazenamento inválida (${reason}): ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** Segments the local engine keeps for itself (metadata and partial writes); never part of a key. */
export const RESERVED_SEGMENT_PREFIX = '.storage-';

const MAX_KEY_BYTES = 1024;
// Control characters and the backslash (a path separator on Windows, never meant in a key).
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

function reasonAgainst(key: string, { prefix }: { prefix: boolean }): string | null {
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) return 'longa demais';
  if (FORBIDDEN.test(key)) return 'caractere de controle ou barra invertida';
  if (key.startsWith('/')) return 'caminho absoluto';
  if (!prefix && (key === '' || key.endsWith('/'))) return 'sem nome de arquivo';
  const segments = key.split('/');
  // A prefix may end in a partial segment or a slash; every complete segment must be a real name.
  const whole = prefix ? segments.slice(0, -1) : segments;
  for (const segment of whole) {
    if (segment === '' || segment === '.' || segment === '..') return 'segmento vazio, "." ou ".."';
  }
  const last = segments[segments.length - 1] ?? '';
  if (prefix && (last === '.' || last === '..')) return 'segmento "." ou ".."';
  if (segments.some((s) => s.startsWith(RESERVED_SEGMENT_PREFIX))) return 'segmento reservado';
  return null;
}

/** Throws unless `key` is relative, made of real names (no `..`, `.`, empty segments) and free of control bytes. */
export function assertValidKey(key: string): void {
  const reason = reasonAgainst(key, { prefix: false });
  if (reason) throw new InvalidStorageKeyError(key, reason);
}

/** Same rules for a listing prefix, which may be empty or end in `/` or in part of a name. */
export function assertValidPrefix(prefix: string): void {
  if (prefix === '') return;
  const reason = reasonAgainst(prefix, { prefix: true });
  if (reason) throw new InvalidStorageKeyError(prefix, reason);
}
