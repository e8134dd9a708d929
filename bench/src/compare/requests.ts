// The login route's requests one by one (`REQUESTS=1 pnpm bench`): which files each side loads and what each costs
// on the wire, to see where the federated side's extra bytes are rather than only their sum.
import type { LoadedFile } from './pageLoad';

const KB = 1024;

/** `http://localhost:9081/auth/v1/remoteEntry.js` → `:9081 /auth/v1/remoteEntry.js` (the port names the app). */
function shortUrl(url: string): string {
  try {
    const { port, pathname, search } = new URL(url);
    return `:${port} ${pathname}${search}`;
  } catch {
    return url;
  }
}

/** A markdown table of `files` (address, type, KB), largest first, and the JS + CSS sum it adds up to. */
export function requestTable(title: string, files: LoadedFile[]): string {
  const sorted = [...files].sort((a, b) => b.bytes - a.bytes);
  const jsCss = files
    .filter((f) => f.type === 'Script' || f.type === 'Stylesheet')
    .reduce((sum, f) => sum + f.bytes, 0);
  return [
    `**${title}: ${files.length} requests, JS + CSS ${(jsCss / KB).toFixed(1)} KB**`,
    '',
    '| request | type | KB on the wire |',
    '| --- | --- | ---: |',
    ...sorted.map((f) => `| ${shortUrl(f.url)} | ${f.type} | ${(f.bytes / KB).toFixed(2)} |`),
  ].join('\n');
}
