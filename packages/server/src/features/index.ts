import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../http/context';
import { namedPlugin } from '../http/namedPlugin';
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
  const feature = (routes: (context: AppContext) => FastifyPluginAsync, prefix?: string): void =>
    void app.register(namedPlugin(routes.name, routes(ctx)), prefix ? { prefix } : {});
  // Ping, the API list, brand assets and the development outbox: at the root, not all under `/api`.
  feature(sistemaRoutes);
  feature(configWhiteLabelsRoutes, '/api');
  feature(remotesRoutes, '/api');
  feature(deployRoutes, '/api');
  feature(usuariosRoutes, '/api');
  feature(resetPasswordRoutes);
  feature(alertasRoutes, '/api');
  feature(planosRoutes, '/api');
  feature(cobrancasRoutes, '/api');
  feature(devCobrancasRoutes, '/dev');
  feature(favoritosRoutes, '/api');
  feature(dashboardRoutes, '/api');
  feature(relatoriosRoutes, '/api');
  feature(listasRoutes, '/api');
  feature(localidadesRoutes, '/api');
  feature(cadastroRoutes, '/api');
  feature(auditoriaRoutes, '/api');
  feature(visaoClienteRoutes, '/api');
  feature(empresasRoutes, '/api');
  feature(npsRoutes, '/api');
  feature(ajudaRoutes, '/api');
  feature(avancoRoutes, '/api');
}
