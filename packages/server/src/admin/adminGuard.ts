import { ADMIN_FORBIDDEN, AVANCO_FORBIDDEN, CLIENT_VIEW_READ_ONLY } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { usuarios } from '../db/schema';
import { HttpError } from '../http/httpError';

/** Who may call an admin route: `brand` = product-owner staff or a master of the brand named; `avanco` = staff only. */
export type AdminLevel = 'brand' | 'avanco';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Administration route: refused with 403 before the handler runs to anyone below this level. */
    admin?: AdminLevel;
  }
  interface FastifyRequest {
    /** The caller of an admin route (set by the admin guard). */
    admin: AdminUser | null;
  }
}

/** The caller of an admin route and what they may manage. */
export interface AdminUser {
  userId: number;
  /** Product-owner staff: every brand. */
  isAvanco: boolean;
  /** `white_label_configs.id` and `idConfig` of the caller's own brand (all a master may manage). */
  brandId: number;
  idConfig: number;
}

/** An admin route as registered: method and URL pattern (what the generated isolation test walks). */
export interface AdminRoute {
  method: string;
  url: string;
  level: AdminLevel;
}

/**
 * Refuses admin routes (`config: { admin }`) to everyone else before the handler runs, so a handler cannot forget
 * the role check; brand checks follow in the handler through `brandForAdmin`. Registered after the auth hook. Also
 * records every admin route, so the isolation test covers a new route without being told about it.
 */
export function registerAdminGuard(app: FastifyInstance, db: Database): AdminRoute[] {
  const table: AdminRoute[] = [];
  app.decorateRequest('admin', null);
  app.addHook('onRoute', (route) => {
    const level = route.config?.admin;
    if (!level) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, level });
    }
  });
  app.addHook('onRequest', async (request) => {
    const level = request.routeOptions.config.admin;
    if (!level || request.method === 'OPTIONS' || request.is404) return;
    const session = request.auth;
    // Public admin routes do not exist; a missing session here is the auth hook's 401 already.
    if (!session) throw new HttpError(403, ADMIN_FORBIDDEN);
    // A client-view session is the admin wearing a customer's hat: not the panel.
    if (session.visaoEmpresaId != null) throw new HttpError(403, ADMIN_FORBIDDEN);
    const [user] = await db
      .select({ isAvanco: usuarios.isAvanco, master: usuarios.master })
      .from(usuarios)
      .where(eq(usuarios.id, session.userId))
      .limit(1);
    if (!user || (!user.isAvanco && !user.master)) throw new HttpError(403, ADMIN_FORBIDDEN);
    if (level === 'avanco' && !user.isAvanco) throw new HttpError(403, AVANCO_FORBIDDEN);
    request.admin = {
      userId: session.userId,
      isAvanco: user.isAvanco,
      brandId: session.brandId,
      idConfig: session.idConfig,
    };
  });
  return table;
}

/** Calls a client-view session may still make besides reads: ending itself, and asking for a file's download link. */
export const CLIENT_VIEW_WRITES: ReadonlySet<string> = new Set([
  '/api/Usuarios/logout',
  '/api/Admin/visao-cliente/sair',
  '/api/Relatorios/:id/arquivo/link',
]);

/**
 * A client-view session (`Admin/visao-cliente`) reads a customer's main area and changes nothing: every other
 * method than GET is refused, whatever the route. Registered after the auth hook.
 */
export function registerClientViewGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.auth?.visaoEmpresaId == null) return;
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (CLIENT_VIEW_WRITES.has(request.routeOptions.url ?? '')) return;
    throw new HttpError(403, CLIENT_VIEW_READ_ONLY);
  });
}

/** The admin caller of a guarded route; typed non-null for handlers. */
export function adminOf(request: FastifyRequest): AdminUser {
  if (!request.admin) throw new HttpError(403, ADMIN_FORBIDDEN);
  return request.admin;
}
