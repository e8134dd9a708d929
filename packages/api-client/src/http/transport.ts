import { SYSTEM_ID, MESSAGES } from '@erp/domain';
import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiError } from '../errors/apiError';
import type { HttpMethod, ResponseCache, Schema } from '../types';
import { cacheKey, modelPrefix } from './cacheKey';
import { errorFromResponse } from './errorFromResponse';
import { resolveUrl, type Query } from './query';

/** What a transport needs from its owner; everything optional serves the public, endpoint-less calls. */
export interface TransportOptions {
  endpoint?: string;
  getToken?(): string | null;
  onUnauthorized?(): void;
  cache?: ResponseCache;
  fetch?: typeof fetch;
  /** Per-request time limit; 30 s by default (streams have none). */
  timeoutMs?: number;
}

/** One call: path relative to the endpoint (or absolute), query, JSON body (or FormData for an upload). */
export interface RequestSpec {
  method?: HttpMethod;
  path: string;
  query?: Query;
  body?: unknown;
  /** Public calls carry no Authorization header and never trigger onUnauthorized. */
  public?: boolean;
  /**
   * Sent instead of the session's token (ending a client view with the view's own token): a 401 is then that
   * token's, and does not end the session.
   */
  token?: string;
  signal?: AbortSignal;
}

/** A cached GET: how long its answer is kept, and what to do when a cached answer turns out to have changed. */
export interface CachedRead<T> {
  cacheTtl?: number;
  /**
   * Stale-while-revalidate: a cached answer is returned at once and the call is made again in the background; when
   * the server's answer differs, the cache is updated and this is called with it.
   */
  onRevalidated?: (fresh: T) => void;
}

export interface Transport {
  /** Sends the call and parses the JSON answer with the schema; GETs with a ttl go through the cache. */
  json<T>(spec: RequestSpec & { schema: Schema<T> } & CachedRead<T>): Promise<T>;
  /** Sends the call and ignores the answer's body (204 endpoints). */
  send(spec: RequestSpec): Promise<void>;
  /** Sends the call and hands back the successful response unread (streaming). */
  open(spec: RequestSpec, accept: string): Promise<Response>;
  /** Drops cached reads of the model a path belongs to. */
  invalidate(path: string): void;
}

const isMultipart = (body: unknown): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

const isAbort = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

function parse<T>(schema: Schema<T>, data: unknown, status: number): T {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  throw new ApiError({
    status,
    name: 'UnexpectedResponse',
    message: MESSAGES.errors.unexpectedResponse,
    cause: result.issues,
  });
}

/** The HTTP layer shared by the API client and the public API-list call. */
export function createTransport(options: TransportOptions): Transport {
  // Errors are read from the response here, not from ky's HTTPError; retries are the UI's decision.
  const http: KyInstance = ky.create({
    retry: 0,
    throwHttpErrors: false,
    timeout: options.timeoutMs ?? 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  function headersFor(spec: RequestSpec, accept: string): Record<string, string> {
    const headers: Record<string, string> = { Accept: accept, sistema: SYSTEM_ID };
    // A multipart body (file upload) needs the boundary the browser writes into its own Content-Type.
    if (!isMultipart(spec.body)) headers['Content-Type'] = 'application/json';
    const token = spec.public ? null : (spec.token ?? options.getToken?.());
    // LoopBack 3 reads the raw token, without a "Bearer" scheme.
    if (token) headers.Authorization = token;
    return headers;
  }

  async function execute(spec: RequestSpec, accept: string, timeout?: false): Promise<Response> {
    const url = resolveUrl(spec.path, options.endpoint, spec.query);
    let response: Response;
    try {
      response = await http(url, {
        method: spec.method ?? 'GET',
        headers: headersFor(spec, accept),
        body: spec.body === undefined || isMultipart(spec.body) ? spec.body : JSON.stringify(spec.body),
        signal: spec.signal,
        ...(timeout === false ? { timeout: false as const } : {}),
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError({ status: 0, name: 'NetworkError', message: MESSAGES.errors.network, cause: error });
    }
    if (!response.ok) {
      if (response.status === 401 && !spec.public && spec.token === undefined) options.onUnauthorized?.();
      throw await errorFromResponse(response);
    }
    const method = spec.method ?? 'GET';
    if (method !== 'GET') invalidate(spec.path);
    return response;
  }

  function invalidate(path: string): void {
    if (!options.cache || !options.endpoint || /^https?:\/\//i.test(path)) return;
    options.cache.invalidate(modelPrefix(path, options.endpoint));
  }

  async function fetchJson<T>(spec: RequestSpec & { schema: Schema<T> }): Promise<T> {
    const response = await execute(spec, 'application/json');
    const text = await response.text();
    let data: unknown;
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new ApiError({
        status: response.status,
        name: 'UnexpectedResponse',
        message: MESSAGES.errors.unexpectedResponse,
        cause: text,
      });
    }
    return parse(spec.schema, data, response.status);
  }

  async function json<T>(spec: RequestSpec & { schema: Schema<T> } & CachedRead<T>): Promise<T> {
    const cache = spec.cacheTtl && (spec.method ?? 'GET') === 'GET' ? options.cache : undefined;
    const key = cache
      ? cacheKey(
          resolveUrl(spec.path, options.endpoint, spec.query),
          options.getToken?.() ?? null,
          !!spec.public,
        )
      : '';
    if (cache) {
      // Re-validated on the way out: storage outlives deployments and can be edited by hand.
      const hit = v.safeParse(spec.schema, cache.get<unknown>(key));
      if (hit.success) {
        if (spec.onRevalidated) revalidate(spec, key, hit.output, spec.onRevalidated);
        return hit.output;
      }
    }
    const value = await fetchJson(spec);
    if (cache && spec.cacheTtl) cache.set(key, value, spec.cacheTtl);
    return value;
  }

  /** Asks again for a cached answer; a failure keeps the cached one (it was good enough to render with). */
  function revalidate<T>(
    spec: RequestSpec & { schema: Schema<T>; cacheTtl?: number },
    key: string,
    cached: T,
    onChange: (fresh: T) => void,
  ): void {
    fetchJson(spec)
      .then((fresh) => {
        if (spec.cacheTtl) options.cache?.set(key, fresh, spec.cacheTtl);
        if (JSON.stringify(fresh) !== JSON.stringify(cached)) onChange(fresh);
      })
      .catch(() => undefined);
  }

  return {
    json,
    invalidate,
    send: async (spec) => {
      await execute(spec, 'application/json');
    },
    open: (spec, accept) => execute(spec, accept, false),
  };
}
