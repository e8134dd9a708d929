import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { registerAuditRoutes } from './audit';
import { registerBancoRoutes } from './avanco/bancos';
import { registerCompanyToolRoutes } from './avanco/companyTools';
import { registerDeployTokenRoutes } from './avanco/deployTokens';
import { registerBrandFinanceRoutes } from './avanco/financeiro';
import { registerIbptRoutes } from './avanco/ibpt';
import { registerPdvVersionRoutes } from './avanco/pdvVersao';
import { registerBrandImageRoutes } from './brandImages';
import { registerBrandUserRoutes } from './brandUsers';
import { registerClientViewRoutes } from './clientView';
import { registerAdminCompanyRoutes } from './companies';
import { registerAdminDashboardRoutes } from './dashboard';
import { registerNpsAndHelpRoutes } from './npsAndHelp';
import { registerAdminWhiteLabelRoutes } from './whiteLabels';

/**
 * The administration area's routes (issue 19). Each says `config: { admin: 'brand' | 'avanco' }`: the admin guard
 * refuses everyone else before the handler, and the isolation test walks every route so flagged.
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAdminDashboardRoutes(app, ctx);
  registerAdminWhiteLabelRoutes(app, ctx);
  registerBrandImageRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerBrandUserRoutes(app, ctx);
  registerClientViewRoutes(app, ctx);
  registerAdminCompanyRoutes(app, ctx);
  registerNpsAndHelpRoutes(app, ctx);
  // Product-owner staff only.
  registerBancoRoutes(app, ctx);
  registerPdvVersionRoutes(app, ctx);
  registerCompanyToolRoutes(app, ctx);
  registerIbptRoutes(app, ctx);
  registerBrandFinanceRoutes(app, ctx);
  registerDeployTokenRoutes(app, ctx);
}
