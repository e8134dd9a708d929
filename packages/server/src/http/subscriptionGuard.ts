import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { isSelectedBranchBlocked } from '../features/usuarios/branchStore';
import { HttpError } from './httpError';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Business endpoint: refused with 402 while the selected branch is blocked (expired trial or defaulting). Routes
     * a blocked customer still needs (session, user info, alerts, plans, my account, branches) leave it unset.
     */
    requiresActiveSubscription?: boolean;
  }
}

/** The 402 message of a blocked branch; the main area shows it as is. */
export const SUBSCRIPTION_BLOCKED = 'Assinatura bloqueada. Regularize o plano para continuar.';

/** Route option of business endpoints: `app.get(url, { config: ACTIVE_SUBSCRIPTION }, handler)`. */
export const ACTIVE_SUBSCRIPTION = { requiresActiveSubscription: true } as const;

/**
 * Refuses opted-in routes while the selected branch is blocked. Runs after the auth hook (registered after it), so
 * the session is known; the branch is read on every call, so paying or switching branch takes effect at once.
 */
export function registerSubscriptionGuard(app: FastifyInstance, db: Database): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.requiresActiveSubscription !== true || !request.auth) return;
    if (await isSelectedBranchBlocked(db, request.auth.userId))
      throw new HttpError(402, SUBSCRIPTION_BLOCKED);
  });
}
