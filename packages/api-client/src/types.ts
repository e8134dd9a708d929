import type * as v from 'valibot';

/** A place to keep parsed answers for a while; the host passes `localCache` from @erp/session. */
export interface ResponseCache {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T, ttlMs: number): void;
  invalidate(prefix: string): void;
}

/** A valibot schema that turns an unknown answer into T. */
export type Schema<T> = v.GenericSchema<unknown, T>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
