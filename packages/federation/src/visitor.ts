/** Where the browser's visitor id is kept: one per browser, across brands, sessions and sign-outs. */
export const VISITOR_KEY = 'erp:visitante';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type VisitorStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A random UUID v4; `crypto.randomUUID` exists only on secure origins, `getRandomValues` everywhere. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function browserStorage(): VisitorStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

let pageVisitor: string | null = null;

/**
 * The browser's stable visitor id, sent with the registry request so a canary stays with the same visitors. Made once
 * and kept in localStorage; where storage is unavailable it lasts for the page, which is the best that can be done.
 */
export function visitorId(storage: VisitorStorage | null = browserStorage()): string {
  try {
    const stored = storage?.getItem(VISITOR_KEY);
    if (stored && UUID.test(stored)) return stored;
    const fresh = randomUuid();
    storage?.setItem(VISITOR_KEY, fresh);
    if (storage) return fresh;
  } catch {
    // Quota or privacy errors: fall through to an id for this page.
  }
  pageVisitor ??= randomUuid();
  return pageVisitor;
}
