import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../http/context';
import { registerDownloadReportRoute } from './downloadReport';
import { registerFilterOptionRoutes } from './filterOptions';
import { registerListReportRoutes } from './listReports';
import { registerStartReportRoute } from './startReport';

/**
 * Exported reports (spec 001 §2, §4, §7), registered under `/api`: the user's list, starting one, its file's
 * download link and the filters' choices. The engine that renders them (queue, sources, PDF/XLSX writers, the
 * worker pool) is `src/reports/`.
 */
export function relatoriosRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerListReportRoutes(app, ctx);
    registerStartReportRoute(app, ctx);
    registerDownloadReportRoute(app, ctx);
    registerFilterOptionRoutes(app, ctx);
  };
}
