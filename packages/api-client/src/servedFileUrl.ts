import { serverRoot } from './http/query';

/**
 * Where the browser finds a file the API serves, given as the admin calls store and answer it
 * (`/assets/brands/2/logo.png`): on the API's origin, not the page's, which is another one. A full URL (a brand
 * image hosted elsewhere) is left as it is.
 */
export function servedFileUrl(path: string, endpoint: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return new URL(path, serverRoot(endpoint)).toString();
}
