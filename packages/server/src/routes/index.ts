import type { FastifyInstance } from 'fastify';
import { alertasRoutes } from '../features/alertas/routes';
import { cadastroRoutes } from '../features/cadastro/signup';
import { cobrancasRoutes } from '../features/cobrancas/routes';
import { devCobrancasRoutes } from '../features/cobrancas/devBilling';
import { dashboardRoutes } from '../features/dashboard/routes';
import { favoritosRoutes } from '../features/favoritos/routes';
import { listasRoutes } from '../features/listas/routes';
import { localidadesRoutes } from '../features/localidades/routes';
import { planosRoutes } from '../features/planos/routes';
import { relatoriosRoutes } from '../features/relatorios/routes';
import { remotesRoutes } from '../features/remotes/routes';
import { resetPasswordRoutes } from '../features/usuarios/passwordReset';
import { usuariosRoutes } from '../features/usuarios/routes';
import type { AppContext } from '../http/context';
import { registerAdminRoutes } from './admin';
import { registerConfigWhiteLabelRoutes } from './configWhiteLabels';
import { registerDeployRoutes } from './deploy';
import { registerRemoteOverrideRoutes } from './remoteOverride';
import { registerSystemRoutes } from './system';

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
  void app.register(usuariosRoutes(ctx), { prefix: '/api' });
  void app.register(resetPasswordRoutes(ctx));
  void app.register(alertasRoutes(ctx), { prefix: '/api' });
  void app.register(planosRoutes(ctx), { prefix: '/api' });
  void app.register(cobrancasRoutes(ctx), { prefix: '/api' });
  void app.register(devCobrancasRoutes(ctx), { prefix: '/dev' });
  void app.register(favoritosRoutes(ctx), { prefix: '/api' });
  void app.register(dashboardRoutes(ctx), { prefix: '/api' });
  void app.register(relatoriosRoutes(ctx), { prefix: '/api' });
  void app.register(listasRoutes(ctx), { prefix: '/api' });
  void app.register(localidadesRoutes(ctx), { prefix: '/api' });
  void app.register(cadastroRoutes(ctx), { prefix: '/api' });
  registerAdminRoutes(app, ctx);
}
