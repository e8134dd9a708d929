import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { registerDownloadReportRoute } from './downloadReport';
import { registerFilterOptionRoutes } from './filterOptions';
import { registerListReportRoutes } from './listReports';
import { registerStartReportRoute } from './startReport';

/** `/api/Relatorios/…`: exported reports (spec 001 §2, §4, §7). */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerListReportRoutes(app, ctx);
  registerStartReportRoute(app, ctx);
  registerDownloadReportRoute(app, ctx);
  registerFilterOptionRoutes(app, ctx);
}
