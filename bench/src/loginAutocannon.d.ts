// The part of autocannon's programmatic API the benches use (autocannon ships no types of its own; typing it
// here keeps the bench free of an extra @types package).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** One request of a sequence; `setupRequest` rebuilds it before every send (a new body each time). */
  interface RequestSpec {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec) => RequestSpec;
  }

  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
    connections?: number;
    duration?: number;
  }

  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }

  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }

  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
}
