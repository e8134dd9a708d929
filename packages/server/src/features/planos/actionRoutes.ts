import { MESSAGES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { filiais } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';
import { chargeView } from '../cobrancas/chargeQueries';
import { issuePlanCharge } from '../cobrancas/issueCharge';
import type { PlanAction } from './planActions';
import { findBrandPlan } from './planStore';
import { userHasBranch } from '../usuarios/branchStore';
import { findUserById } from '../usuarios/findUser';

const planBody = v.object({ filialId: idField('filialId'), planoId: idField('planoId') });

const ROUTES: Record<PlanAction, string> = {
  contratar: '/Usuarios/contratarPlano',
  efetivar: '/Usuarios/efetivarPlano',
  migrar: '/Usuarios/migrarPlano',
};

/**
 * Plan actions on one of the caller's branches with one of the caller's brand's plans. Each answers the open charge it
 * issued (`Cobranca`); nothing is unblocked until that charge is paid (billing/settlement.ts). Blocked branches may
 * use them (that is how they pay), so these routes do not opt into the subscription guard.
 */
export function registerPlanActions(app: FastifyInstance, ctx: AppContext): void {
  for (const [action, url] of Object.entries(ROUTES) as Array<[PlanAction, string]>) {
    app.post(url, async (request) => {
      const session = sessionOf(request);
      const { filialId, planoId } = parseInput(planBody, request.body);
      const caller = await findUserById(ctx.db, session.userId);
      if (!caller || !(caller.perfilAdmin || caller.master || caller.isAvanco))
        throw new HttpError(403, MESSAGES.plans.adminOnly);
      if (!(await userHasBranch(ctx.db, session.userId, filialId)))
        throw new HttpError(404, MESSAGES.notFound.branch);
      const plano = await findBrandPlan(ctx.db, session.idConfig, planoId);
      if (!plano) throw new HttpError(404, MESSAGES.plans.notFound);
      const [filial] = await ctx.db.select().from(filiais).where(eq(filiais.id, filialId)).limit(1);
      if (!filial) throw new HttpError(404, MESSAGES.notFound.branch);
      const charge = await issuePlanCharge(
        { db: ctx.db, provider: ctx.billing.provider, clock: ctx.clock, dueDays: ctx.billing.dueDays },
        { action, filial, plano, userId: session.userId },
      );
      return chargeView(ctx.db, charge, ctx.clock());
    });
  }
}
