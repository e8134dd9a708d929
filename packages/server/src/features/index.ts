import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context';
import { ajudaRoutes } from './ajuda/routes';
import { alertasRoutes } from './alertas/routes';
import { auditoriaRoutes } from './auditoria/routes';
import { avancoRoutes } from './avanco/routes';
import { cadastroRoutes } from './cadastro/signup';
import { cobrancasRoutes } from './cobrancas/routes';
import { devCobrancasRoutes } from './cobrancas/devBilling';
import { configWhiteLabelsRoutes } from './configWhiteLabels/routes';
import { dashboardRoutes } from './dashboard/routes';
import { deployRoutes } from './deploy/routes';
import { empresasRoutes } from './empresas/routes';
import { favoritosRoutes } from './favoritos/routes';
import { listasRoutes } from './listas/routes';
import { localidadesRoutes } from './localidades/routes';
import { npsRoutes } from './nps/routes';
import { planosRoutes } from './planos/routes';
import { relatoriosRoutes } from './relatorios/routes';
import { remotesRoutes } from './remotes/routes';
import { sistemaRoutes } from './sistema/routes';
import { resetPasswordRoutes } from './usuarios/passwordReset';
import { usuariosRoutes } from './usuarios/routes';
import { visaoClienteRoutes } from './visaoCliente/routes';

/**
 * Every route of the API: one Fastify plugin per feature folder (`src/features/<feature>/routes.ts`), registered under
 * its prefix. Administration routes say `config: { admin: 'brand' | 'avanco' }`: the admin guard (`src/admin`) refuses
 * everyone else before the handler, and the isolation suite walks every route so flagged.
 */
export function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Ping, the API list, brand assets and the development outbox: at the root, not all under `/api`.
  void app.register(sistemaRoutes(ctx));
  void app.register(configWhiteLabelsRoutes(ctx), { prefix: '/api' });
  void app.register(remotesRoutes(ctx), { prefix: '/api' });
  void app.register(deployRoutes(ctx), { prefix: '/api' });
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
  void app.register(auditoriaRoutes(ctx), { prefix: '/api' });
  void app.register(visaoClienteRoutes(ctx), { prefix: '/api' });
  void app.register(empresasRoutes(ctx), { prefix: '/api' });
  void app.register(npsRoutes(ctx), { prefix: '/api' });
  void app.register(ajudaRoutes(ctx), { prefix: '/api' });
  void app.register(avancoRoutes(ctx), { prefix: '/api' });
}
