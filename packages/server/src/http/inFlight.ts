import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/** Waits for running handlers before shutdown. */
export interface InFlight {
  /** Resolves once no handler is running, or after `timeoutMs`. */
  drain(timeoutMs: number): Promise<void>;
}

/**
 * Counts running route handlers. A client that hangs up does not stop its handler (an argon2 check, then a session
 * insert), so closing the database when the last connection ends would break work still under way; shutdown drains
 * this count first. Must be registered before the routes (it wraps them as they are added).
 */
export function trackInFlight(app: FastifyInstance): InFlight {
  let running = 0;
  let waiters: Array<() => void> = [];
  const settle = () => {
    if (running > 0) return;
    waiters.forEach((resolve) => resolve());
    waiters = [];
  };
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function tracked(this: FastifyInstance, request, reply) {
      running += 1;
      try {
        return await handler.call(this, request, reply);
      } finally {
        running -= 1;
        settle();
      }
    };
  });
  return {
    drain: (timeoutMs) =>
      running === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, timeoutMs);
            waiters.push(() => {
              clearTimeout(timer);
              resolve();
            });
          }),
  };
}
