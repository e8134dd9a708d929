import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../http/context';
import { registerAdminWhiteLabelRoutes } from './adminRoutes';
import { registerAdminDashboardRoutes } from './dashboardRoutes';
import { registerBrandImageRoutes } from './imageRoutes';
import { registerConfigWhiteLabelRoutes } from './readRoutes';

/**
 * A brand's white-label configuration (`ConfigWhiteLabels`), registered under `/api`: the public reads in the
 * browser-safe shape (`readRoutes.ts`), the administration's audited writes with origins and CRM settings
 * (`adminRoutes.ts`), its images (upload and the public served file, `imageRoutes.ts`) and its dashboard figures
 * (`dashboardRoutes.ts`). The browser shape itself is `src/brands/browserConfig.ts`, shared with sign-in and the API list.
 */
export function configWhiteLabelsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (scope) => {
    registerConfigWhiteLabelRoutes(scope, ctx);
    registerAdminDashboardRoutes(scope, ctx);
    registerAdminWhiteLabelRoutes(scope, ctx);
    registerBrandImageRoutes(scope, ctx);
  };
}
