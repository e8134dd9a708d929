import { MESSAGES } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { sessionBranchRow, sessionBranches } from '../../admin/clientView';
import { chargeParams } from './chargeInput';
import { listCharges } from './chargeQueries';
import { cobrancas } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';
import { registerAdminChargeRoutes } from './adminRoutes';
import { registerWebhookRoute } from './webhook';

/** How many of a branch's charges the plans screen gets (newest first). */
const CHARGES_PER_BRANCH = 12;

/**
 * Subscription charges (issue 31), registered under `/api`: a branch's charges for its users, the provider's payment
 * webhook, and the administration's list and manual settlement. The local provider's payment page for development is
 * `devCobrancasRoutes` (`devBilling.ts`), registered under `/dev`.
 */
export function cobrancasRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (scope) => {
    registerBranchChargeRoutes(scope, ctx);
    registerWebhookRoute(scope, ctx);
    registerAdminChargeRoutes(scope, ctx);
  };
}

/**
 * A branch's subscription charges, for any user of that branch (the plans screen shows the open one). Blocked
 * branches read them too (that is how they pay), so no subscription guard.
 */
function registerBranchChargeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Cobrancas', async (request) => {
    const session = sessionOf(request);
    const query = parseInput(v.object({ filialId: v.optional(idField('filialId')) }), request.query, 'query');
    const filialId = query.filialId ?? (await sessionBranchRow(ctx.db, session))?.id;
    const branches = await sessionBranches(ctx.db, session);
    if (filialId === undefined || !branches.some((b) => b.id === filialId))
      throw new HttpError(404, MESSAGES.notFound.branch);
    return listCharges(ctx.db, eq(cobrancas.filialId, filialId), ctx.clock(), CHARGES_PER_BRANCH);
  });

  app.get('/Cobrancas/:id', async (request) => {
    const session = sessionOf(request);
    const { id } = parseInput(chargeParams, request.params, 'params');
    const [charge] = await listCharges(
      ctx.db,
      and(eq(cobrancas.provedor, ctx.billing.provider.name), eq(cobrancas.idProvedor, id)),
      ctx.clock(),
      1,
    );
    // Another company's charge is as unknown as a missing one (in a client view: any but the viewed branch's).
    const branches = await sessionBranches(ctx.db, session);
    if (!charge || !branches.some((b) => b.id === charge.filialId))
      throw new HttpError(404, MESSAGES.billing.chargeNotFound);
    return charge;
  });
}
