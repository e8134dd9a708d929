/** What a version name may be: it is a folder name, a storage key segment and a URL path segment. */
export const VERSION_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

/** A fresh, sortable, unique version name: UTC timestamp plus a random suffix. */
export function newVersionName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14);
  return `v${stamp}-${Math.random().toString(36).slice(2, 8)}`;
}
