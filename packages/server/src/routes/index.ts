import type { FastifyInstance } from 'fastify';
import { alertasRoutes } from '../features/alertas/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { favoritosRoutes } from '../features/favoritos/routes';
import { localidadesRoutes } from '../features/localidades/routes';
import { planosRoutes } from '../features/planos/routes';
import { remotesRoutes } from '../features/remotes/routes';
import type { AppContext } from '../http/context';
import { registerAdminRoutes } from './admin';
import { registerChargeRoutes } from './cobrancas';
import { registerConfigWhiteLabelRoutes } from './configWhiteLabels';
import { registerDeployRoutes } from './deploy';
import { registerListRoutes } from './listas';
import { registerRemoteOverrideRoutes } from './remoteOverride';
import { registerReportRoutes } from './relatorios';
import { registerSystemRoutes } from './system';
import { registerAccountRoutes } from './usuarios/account';
import { registerAvatarRoutes } from './usuarios/avatar';
import { registerBranchRoutes } from './usuarios/branches';
import { registerFirstAccessRoutes } from './usuarios/firstAccess';
import { registerMeRoutes } from './usuarios/me';
import { registerPasswordChangeRoutes } from './usuarios/passwordChange';
import { registerPasswordResetRoutes } from './usuarios/passwordReset';
import { registerSessionRoutes } from './usuarios/session';
import { registerSignupRoutes } from './usuarios/signup';

/**
 * Every route of the API. Feature folders (`src/features/<feature>/`) are Fastify plugins registered under their prefix;
 * the areas not moved there yet register their routes with full `/api/...` paths.
 */
export function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSystemRoutes(app, ctx);
  registerConfigWhiteLabelRoutes(app, ctx);
  void app.register(remotesRoutes(ctx), { prefix: '/api' });
  registerRemoteOverrideRoutes(app, ctx);
  registerDeployRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
  registerPasswordChangeRoutes(app, ctx);
  registerFirstAccessRoutes(app, ctx);
  registerMeRoutes(app, ctx);
  registerBranchRoutes(app, ctx);
  void app.register(alertasRoutes(ctx), { prefix: '/api' });
  registerAccountRoutes(app, ctx);
  registerAvatarRoutes(app, ctx);
  void app.register(planosRoutes(ctx), { prefix: '/api' });
  registerChargeRoutes(app, ctx);
  void app.register(favoritosRoutes(ctx), { prefix: '/api' });
  void app.register(dashboardRoutes(ctx), { prefix: '/api' });
  registerReportRoutes(app, ctx);
  registerListRoutes(app, ctx);
  void app.register(localidadesRoutes(ctx), { prefix: '/api' });
  registerSignupRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
}
