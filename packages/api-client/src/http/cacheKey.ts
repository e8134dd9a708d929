import { withTrailingSlash } from './query';

/**
 * Cache keys start with the request URL so a write can invalidate every cached read of a model by prefix,
 * and end with a scope so one account's answers are never read under another account's token.
 */
export function cacheKey(url: URL, token: string | null, isPublic: boolean): string {
  const scope = isPublic || !token ? 'public' : `user:${fingerprint(token)}`;
  return `${url.href}|${scope}`;
}

/**
 * The cache prefix covering every cached read of the model a path writes to
 * (`ConfigWhiteLabels/5` → `{endpoint}ConfigWhiteLabels`); over-invalidating only costs a refetch.
 */
export function modelPrefix(path: string, endpoint: string): string {
  const model = path.split(/[/?]/)[0] ?? '';
  return new URL(model, withTrailingSlash(endpoint)).href;
}

/** FNV-1a: a short, stable label for a token, so the token itself is never written into storage keys. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
