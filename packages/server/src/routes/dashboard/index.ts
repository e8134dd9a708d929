import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { selectedBranchRow } from '../../users/branches';
import { NO_BRANCH } from '../usuarios/me';
import { loadDashboardResumo } from './resumo';

/**
 * Route options of the dashboard, in one place so a guard can be added by name (e.g. the blocked-branch guard's
 * `requiresActiveSubscription`); today the dashboard answers for blocked branches too (spec: the blocked state is
 * shown on pages/dashboard).
 */
export const DASHBOARD_ROUTE_CONFIG = {} as const;

/** The home page's figures, always of the caller's company and selected branch (never taken from the request). */
export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/Dashboard/resumo', { config: DASHBOARD_ROUTE_CONFIG }, async (request, reply) => {
    const session = sessionOf(request);
    const filial = await selectedBranchRow(ctx.db, session.userId);
    if (!filial || filial.empresaId !== session.empresaId) throw new HttpError(404, NO_BRANCH);
    reply.header('Cache-Control', 'no-store');
    return loadDashboardResumo(ctx.db, {
      empresaId: session.empresaId,
      filialId: filial.id,
      now: new Date(ctx.clock()),
    });
  });
}
