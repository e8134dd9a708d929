import type { FastifyInstance } from 'fastify';
import { alertasRoutes } from '../features/alertas/routes';
import { cobrancasRoutes } from '../features/cobrancas/routes';
import { devCobrancasRoutes } from '../features/cobrancas/devBilling';
import { dashboardRoutes } from '../features/dashboard/routes';
import { favoritosRoutes } from '../features/favoritos/routes';
import { listasRoutes } from '../features/listas/routes';
import { localidadesRoutes } from '../features/localidades/routes';
import { planosRoutes } from '../features/planos/routes';
import { relatoriosRoutes } from '../features/relatorios/routes';
import { remotesRoutes } from '../features/remotes/routes';
import type { AppContext } from '../http/context';
import { registerAdminRoutes } from './admin';
import { registerConfigWhiteLabelRoutes } from './configWhiteLabels';
import { registerDeployRoutes } from './deploy';
import { registerRemoteOverrideRoutes } from './remoteOverride';
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
  void app.register(cobrancasRoutes(ctx), { prefix: '/api' });
  void app.register(devCobrancasRoutes(ctx), { prefix: '/dev' });
  void app.register(favoritosRoutes(ctx), { prefix: '/api' });
  void app.register(dashboardRoutes(ctx), { prefix: '/api' });
  void app.register(relatoriosRoutes(ctx), { prefix: '/api' });
  void app.register(listasRoutes(ctx), { prefix: '/api' });
  void app.register(localidadesRoutes(ctx), { prefix: '/api' });
  registerSignupRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
}
