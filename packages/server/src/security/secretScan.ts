/**
 * What no answer may ever carry: password hashes, and stored hashes as fields of a row (a column name echoed in an
 * error message about the caller's own filter is not a leak; the field with its value is).
 */
const ALWAYS = ['$argon2', '"senhaHash":', '"senha_hash":', '"tokenHash":', '"token_hash":'];

/**
 * The secrets found in an answer's body: the fixed ones above, and `others` (session tokens of other users, a brand's
 * CRM token) that the caller knows exist and must stay hidden.
 */
export function secretsIn(body: string, others: string[] = []): string[] {
  return [...ALWAYS, ...others.filter((s) => s.length >= 8)].filter((secret) => body.includes(secret));
}

/** Every numeric `id` anywhere in a JSON value (rows of any shape, nested or not). */
export function idsIn(value: unknown, found: Set<number> = new Set()): Set<number> {
  if (Array.isArray(value)) value.forEach((item) => idsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'id' && typeof item === 'number') found.add(item);
      else idsIn(item, found);
    }
  }
  return found;
}
