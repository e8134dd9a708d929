import autocannon from 'autocannon';
import { percentile } from './stats';

/** Figures of one bounded autocannon run. */
export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  total: number;
  failures: number;
}

export interface MeasureOptions {
  url: string;
  method?: 'GET' | 'POST';
  /** The body of every request, or a function giving each request its own (e.g. a new e-mail per sign-up). */
  body?: string | (() => string);
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

/** One bounded autocannon run; p95 is computed from every response time (autocannon's histogram skips p95). */
export function measure(name: string, options: MeasureOptions): Promise<Figures> {
  const times: number[] = [];
  const { body } = options;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        ...(options.method ? { method: options.method } : {}),
        ...(typeof body === 'string' ? { body } : {}),
        ...(typeof body === 'function'
          ? { requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }] }
          : {}),
        headers: { 'content-type': 'application/json', sistema: 'novoerp', ...options.headers },
        connections: options.connections,
        duration: options.seconds,
      },
      (error, result) => {
        if (error) return reject(error);
        const at = (q: number) => percentile(times, q);
        resolve({
          name,
          requestsPerSecond: result.requests.total / result.duration,
          p50: at(0.5),
          p95: at(0.95),
          p99: at(0.99),
          total: result.requests.total,
          failures: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

export const round = (n: number) => Math.round(n * 10) / 10;

/** The table every API bench prints. */
export function printFigures(rows: readonly Figures[]): void {
  console.table(
    rows.map((r) => ({
      medição: r.name,
      'req/s': round(r.requestsPerSecond),
      'p50 ms': round(r.p50),
      'p95 ms': round(r.p95),
      'p99 ms': round(r.p99),
      requisições: r.total,
      falhas: r.failures,
    })),
  );
}

/** A bench's verdict: the problems it found after `heading` (exit code 1), or `allWell` when there are none. */
export function printVerdict(problems: readonly string[], heading: string, allWell: string): void {
  if (problems.length) {
    console.error(`\n${heading}: ${problems.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\n${allWell}`);
  }
}
