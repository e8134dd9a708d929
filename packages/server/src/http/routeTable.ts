import type { FastifyInstance } from 'fastify';

/** One registered route as the generated security suites walk it (fuzzing, tenant isolation). */
export interface RouteEntry {
  method: string;
  url: string;
  /** `config: { public: true }`: answered without a session. */
  isPublic: boolean;
  /** `config: { admin }`: an administration route (guarded and isolation-tested by the admin area). */
  admin: string | null;
}

/**
 * Records every route registered from now on (call before the routes), so a suite generated over the table covers a
 * route added tomorrow without being told about it.
 */
export function recordRouteTable(app: FastifyInstance): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { public?: boolean; admin?: string };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      table.push({ method, url: route.url, isPublic: config.public === true, admin: config.admin ?? null });
    }
  });
  return table;
}
