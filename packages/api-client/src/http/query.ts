/** Query values; objects (filter, where, params…) travel as JSON strings, as LoopBack expects. */
export type Query = Record<string, string | number | boolean | object | null | undefined>;

/** Adds a query to a URL: primitives as text, objects JSON-stringified, undefined left out. */
export function appendQuery(url: URL, query: Query | undefined): URL {
  if (!query) return url;
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    url.searchParams.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return url;
}

/** An absolute URL as is; anything else relative to the API endpoint. */
export function resolveUrl(path: string, endpoint: string | undefined, query?: Query): URL {
  const url =
    /^https?:\/\//i.test(path) || !endpoint ? new URL(path) : new URL(path, withTrailingSlash(endpoint));
  return appendQuery(url, query);
}

/** `http://host/api` and `http://host/api/` mean the same endpoint; URL resolution needs the slash. */
export function withTrailingSlash(endpoint: string): string {
  return endpoint.endsWith('/') ? endpoint : `${endpoint}/`;
}

/** The server root: the endpoint without its trailing `api/` (reset-password lives there). */
export function serverRoot(endpoint: string): string {
  return withTrailingSlash(endpoint).replace(/api\/$/, '');
}
