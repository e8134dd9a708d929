import { MESSAGES } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sessionBranchRow, sessionBranches } from '../../admin/clientView';
import { chargeParams } from '../../billing/chargeInput';
import { listCharges } from '../../billing/chargeQueries';
import { cobrancas } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';
import { BRANCH_NOT_FOUND } from '../usuarios/branches';
import { registerDevBillingRoutes } from './devBilling';
import { registerWebhookRoute } from './webhook';

/** How many of a branch's charges the plans screen gets (newest first). */
const CHARGES_PER_BRANCH = 12;

/**
 * A branch's subscription charges, for any user of that branch (the plans screen shows the open one). Blocked
 * branches read them too (that is how they pay), so no subscription guard. Plus the provider's webhook and, in
 * development, the local provider's payment page.
 */
export function registerChargeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/Cobrancas', async (request) => {
    const session = sessionOf(request);
    const query = parseInput(
      v.object({ filialId: v.optional(idField('filialId')) }),
      request.query,
      'consulta',
    );
    const filialId = query.filialId ?? (await sessionBranchRow(ctx.db, session))?.id;
    const branches = await sessionBranches(ctx.db, session);
    if (filialId === undefined || !branches.some((b) => b.id === filialId))
      throw new HttpError(404, BRANCH_NOT_FOUND);
    return listCharges(ctx.db, eq(cobrancas.filialId, filialId), ctx.clock(), CHARGES_PER_BRANCH);
  });

  app.get('/api/Cobrancas/:id', async (request) => {
    const session = sessionOf(request);
    const { id } = parseInput(chargeParams, request.params, 'parâmetro');
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

  registerWebhookRoute(app, ctx);
  registerDevBillingRoutes(app, ctx);
}
