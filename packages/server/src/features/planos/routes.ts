import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../http/context';
import { registerPlanActions } from './actionRoutes';
import { registerPlanAdmin } from './adminRoutes';
import { registerPlanReads } from './readRoutes';

/**
 * Plans (spec 001 §7 "Plans", menu `plano-config`), registered under `/api`: the customers' reads of their brand's
 * plans, the plan actions on one of their branches (each issues a charge), and the administration's audited writes.
 */
export function planosRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (scope) => {
    registerPlanReads(scope, ctx);
    registerPlanActions(scope, ctx);
    registerPlanAdmin(scope, ctx);
  };
}
