import type { FastifyPluginAsync } from 'fastify';
import { adminOf } from '../../admin/adminGuard';
import { countAudit, listAudit } from './auditQuery';
import { FILTER_QUERY, WHERE_QUERY, parseJsonParam } from '../../filter';
import type { AppContext } from '../../http/context';
import { parseInput } from '../../http/validation';

/** The audit log of the administration area: who changed what, when, from what to what. */
export function auditoriaRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/Admin/auditoria', { config: { admin: 'brand' } }, async (request) => {
      const { filter } = parseInput(FILTER_QUERY, request.query, 'query');
      return listAudit(ctx.db, adminOf(request), parseJsonParam(filter, 'filter'));
    });

    app.get('/Admin/auditoria/count', { config: { admin: 'brand' } }, async (request) => {
      const { where } = parseInput(WHERE_QUERY, request.query, 'query');
      return { count: await countAudit(ctx.db, adminOf(request), parseJsonParam(where, 'where')) };
    });
  };
}
