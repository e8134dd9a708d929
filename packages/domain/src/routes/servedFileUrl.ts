/**
 * Where the browser finds a file the API serves, given as the database stores it (`/assets/brands/2/logo.png`): on
 * the API's origin (`apiUrl`: its endpoint or public address), not the page's, which is another one. A full URL (a
 * brand image hosted elsewhere) is left as it is. The server answers the brand's configuration this way and the
 * administration's screens show stored images this way.
 */
export function servedFileUrl(path: string, apiUrl: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return new URL(path, apiUrl).toString();
}
