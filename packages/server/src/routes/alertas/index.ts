import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { registerOwnAlertRoutes } from './ownAlerts';
import { registerSendAlertRoutes } from './sendAlerts';

/** `/api/Alertas/…` (spec 001 §7 "Alerts"). */
export function registerAlertRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSendAlertRoutes(app, ctx);
  registerOwnAlertRoutes(app, ctx);
}
