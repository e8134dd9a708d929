import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../http/context';
import { registerOwnAlertRoutes } from './ownAlerts';
import { registerSendAlertRoutes } from './sendAlerts';

/**
 * Alerts (spec 001 §7 "Alerts"), registered under `/api`: sending them (one user, a company, a whole brand) and the
 * signed-in user's own alerts (read, mark read, delete). The header's unread count (`getUserInfo`) reads `alertStore`.
 */
export function alertasRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (scope) => {
    registerSendAlertRoutes(scope, ctx);
    registerOwnAlertRoutes(scope, ctx);
  };
}
