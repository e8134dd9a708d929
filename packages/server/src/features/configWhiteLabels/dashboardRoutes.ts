import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { brandForAdmin } from '../../admin/brandAccess';
import { loadBrandDashboard } from './brandDashboard';
import type { AppContext } from '../../http/context';
import { idField, parseInput } from '../../http/validation';

const dashboardBody = v.object({ idConfig: idField('idConfig') });

/** The admin dashboard's figures of one brand (spec 001 §7 `POST ConfigWhiteLabels/dashboard`). */
export function registerAdminDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/ConfigWhiteLabels/dashboard', { config: { admin: 'brand' } }, async (request, reply) => {
    const { idConfig } = parseInput(dashboardBody, request.body);
    const brand = await brandForAdmin(ctx.db, adminOf(request), idConfig);
    reply.header('Cache-Control', 'no-store');
    return loadBrandDashboard(ctx.db, brand.id, ctx.clock());
  });
}
