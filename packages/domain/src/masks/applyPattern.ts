// Pattern tokens: '0' a digit, '9' an optional digit, 'A' a letter or digit; anything else is a literal.
const TOKEN_TEST: Record<string, RegExp> = { '0': /\d/, '9': /\d/, A: /[0-9A-Z]/ };

/**
 * Formats what the user has typed so far with a pattern such as '000.000.000-00'.
 * Literals are written only in front of a character that follows them, so deleting the last
 * character never leaves the caret stuck behind a separator. Characters a slot cannot take are dropped.
 */
export function applyPattern(value: string | null | undefined, pattern: string): string {
  const chars = (value ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
  let out = '';
  let pendingLiterals = '';
  let next = 0;
  for (const slot of pattern) {
    const test = TOKEN_TEST[slot];
    if (!test) {
      pendingLiterals += slot;
      continue;
    }
    while (next < chars.length && !test.test(chars.charAt(next))) next++;
    if (next >= chars.length) break;
    out += pendingLiterals + chars.charAt(next);
    pendingLiterals = '';
    next++;
  }
  return out;
}
