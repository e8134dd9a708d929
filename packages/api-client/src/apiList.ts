import { CACHE_TTL_MS, type ApiListEntry } from '@erp/domain';
import { createTransport } from './http/transport';
import { ApiListSchema } from './schemas';
import type { ResponseCache } from './types';

/** Loads the API list (full URL, public); cached 1 day when a cache is given (spec 000 §9). */
export function fetchApiList(
  url: string,
  options: { cache?: ResponseCache; fetch?: typeof fetch } = {},
): Promise<ApiListEntry[]> {
  return createTransport(options).json({
    path: url,
    public: true,
    schema: ApiListSchema,
    cacheTtl: CACHE_TTL_MS.apiList,
  });
}

/** `http://localhost:8080/` and `http://localhost:8080` are the same origin; so is any path under it. */
function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value.replace(/\/+$/, '');
  }
}

/** The entry for the page's origin: exact origin match, else the `default` entry, else the first one. */
export function pickApiEntry(list: ApiListEntry[], origin: string): ApiListEntry | undefined {
  const wanted = originOf(origin);
  return (
    list.find((entry) => originOf(entry.origin) === wanted) ?? list.find((entry) => entry.default) ?? list[0]
  );
}
