// Test doubles only this package's tests need; the fake HTTP answers every package uses are in @erp/test-doubles.
import type { ResponseCache } from '../types';

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
