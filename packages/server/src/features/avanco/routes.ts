import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../http/context';
import { registerBancoRoutes } from './bancos';
import { registerCompanyToolRoutes } from './companyTools';
import { registerBrandFinanceRoutes } from './financeiro';
import { registerIbptRoutes } from './ibpt';
import { registerPdvVersionRoutes } from './pdvVersao';

/**
 * The product owner's staff tools (`config: { admin: 'avanco' }`: the admin guard refuses everyone else), registered
 * under `/api`: banks, the point-of-sale version, the dangerous company tools (deleting products or a branch, the
 * branch sequence), the IBPT tax table import and each brand's price per branch. The deploy tokens, another staff
 * tool, live with the deploy API in `features/deploy`.
 */
export function avancoRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (scope) => {
    registerBancoRoutes(scope, ctx);
    registerPdvVersionRoutes(scope, ctx);
    registerCompanyToolRoutes(scope, ctx);
    registerIbptRoutes(scope, ctx);
    registerBrandFinanceRoutes(scope, ctx);
  };
}
