import { MESSAGES } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { ACTIVE_SUBSCRIPTION } from '../../http/subscriptionGuard';
import { sessionBranchRow } from '../../admin/clientView';
import { loadDashboardResumo } from './resumo';

/**
 * Route options of the dashboard: a business endpoint, refused with 402 while the selected branch is blocked (see the
 * README's "Blocked branches"); the main area shows its blocked state on pages/dashboard from that answer.
 */
export const DASHBOARD_ROUTE_CONFIG = ACTIVE_SUBSCRIPTION;

/**
 * The home page's figures, always of the caller's company and selected branch (never taken from the request).
 * Registered under `/api`.
 */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/Dashboard/resumo', { config: DASHBOARD_ROUTE_CONFIG }, async (request, reply) => {
      const session = sessionOf(request);
      const filial = await sessionBranchRow(ctx.db, session);
      if (!filial || filial.empresaId !== session.empresaId)
        throw new HttpError(404, MESSAGES.session.noBranch);
      reply.header('Cache-Control', 'no-store');
      return loadDashboardResumo(ctx.db, {
        empresaId: session.empresaId,
        filialId: filial.id,
        now: new Date(ctx.clock()),
      });
    });
  };
}
