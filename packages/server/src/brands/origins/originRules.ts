import { ADMIN_MESSAGES } from '@erp/domain';
import { isLoopbackHostname } from '../../net/addressPolicy';

/**
 * A browser origin as stored and compared: `scheme://host[:port]` in lower case with no trailing slash (what
 * `URL.origin` gives), or null when the text is not an http(s) origin (a path, a query, credentials…).
 */
export function normaliseOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  return url.origin.toLowerCase();
}

/**
 * Why an origin may not open a brand, or null: it must be `https://`, except a loopback host (`localhost`,
 * `127.0.0.1`, `[::1]`) for development and the demo. Plain http on a real host would send session tokens and reset
 * links in clear text.
 */
export function originRefusal(text: string): string | null {
  const origin = normaliseOrigin(text);
  if (!origin) return ADMIN_MESSAGES.originInvalid(text);
  const url = new URL(origin);
  if (url.protocol === 'http:' && !isLoopbackHostname(url.hostname))
    return ADMIN_MESSAGES.originInsecure(origin);
  return null;
}
