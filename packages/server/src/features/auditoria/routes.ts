import { MESSAGES } from '@erp/domain';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { countAudit, listAudit } from './auditQuery';
import { FILTER_QUERY, parseJsonParam } from '../../filter';
import type { AppContext } from '../../http/context';
import { parseInput } from '../../http/validation';

const WHERE_QUERY = v.object({
  where: v.optional(
    v.pipe(v.string(MESSAGES.query.whereNotText), v.maxLength(4000, MESSAGES.query.whereTooLong)),
  ),
});

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
