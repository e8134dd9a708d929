// Test doubles shared by this package's tests (not exported from the index).
import type { ResponseCache } from '../types';

type Reply = Response | Error | ((request: Request) => Response | Promise<Response>);

/** A fetch that records each request and answers the queued replies in order. */
export function mockFetch(...replies: Reply[]): { fetch: typeof fetch; requests: Request[] } {
  const requests: Request[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    // ky hands the Request on after using its body stream elsewhere; keep a readable copy for assertions.
    requests.push(request.clone());
    const reply = replies.shift();
    if (!reply) throw new Error(`Unexpected request ${request.method} ${request.url}`);
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(request) : reply;
  };
  return { fetch: fn as typeof fetch, requests };
}

/** A JSON answer. */
export const json = (data: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** An empty 204 answer. */
export const noContent = (): Response => new Response(null, { status: 204 });

/** A LoopBack error answer. */
export const loopbackError = (
  status: number,
  message: string,
  name = 'Error',
  headers: Record<string, string> = {},
): Response => json({ error: { statusCode: status, name, message } }, status, headers);

/** An in-memory ResponseCache with expiry on Date.now (drive it with fake timers). */
export function memoryCache(): ResponseCache & { keys(): string[] } {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    get<T>(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry || entry.expiresAt <= Date.now()) return undefined;
      return entry.value as T;
    },
    set<T>(key: string, value: T, ttlMs: number): void {
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
    invalidate(prefix: string): void {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
    keys: () => [...entries.keys()],
  };
}

/** A streamed body delivering the given chunks one by one (strings or raw bytes). */
export function chunkedResponse(chunks: Array<string | Uint8Array>, status = 200): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(stream, { status, headers: { 'Content-Type': 'application/x-ndjson' } });
}
