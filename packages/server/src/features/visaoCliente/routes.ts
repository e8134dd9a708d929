import { ADMIN_MESSAGES, MESSAGES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { recordAudit } from '../../admin/audit';
import { assertOwnBrand } from '../../admin/brandAccess';
import { CLIENT_VIEW_TTL_MS } from '../../admin/clientView';
import { empresas } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';

/**
 * `POST Admin/visao-cliente`: a read-only session of the admin inside one company of their brand (issue 19 "Client
 * view"). The token is a session like any other, bound to that company and to the staff session that opened it,
 * lasting an hour. `POST Admin/visao-cliente/sair` (with the view's token) ends it when the admin goes back; logging
 * out inside it ends the staff session too, and a staff session that ends takes its view with it.
 */
export function visaoClienteRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/Admin/visao-cliente', { config: { admin: 'brand' } }, async (request, reply) => {
      const admin = adminOf(request);
      const staff = sessionOf(request);
      const { empresaId } = parseInput(v.object({ empresaId: idField('empresaId') }), request.body);
      const [company] = await ctx.db.select().from(empresas).where(eq(empresas.id, empresaId)).limit(1);
      if (!company) throw new HttpError(404, ADMIN_MESSAGES.clientViewCompany);
      assertOwnBrand(admin, company.brandId);
      // One view at a time per staff session: the one it replaces must not stay usable for the rest of its hour.
      await ctx.sessions.revokeViewsOf(staff.sessionId);
      const token = await ctx.sessions.issue(admin.userId, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        visaoEmpresaId: company.id,
        parentSessionId: staff.sessionId,
        ttlMs: CLIENT_VIEW_TTL_MS,
      });
      await recordAudit(ctx.db, {
        usuarioId: admin.userId,
        brandId: company.brandId,
        acao: 'visao-cliente.abrir',
        alvo: `Empresas/${company.id}`,
        para: { empresaId: company.id, nome: company.nome },
      });
      reply.header('Cache-Control', 'no-store');
      return { token };
    });

    // Called with the view's own token, which the admin guard would refuse (a view is not the panel).
    app.post('/Admin/visao-cliente/sair', async (request, reply) => {
      const view = sessionOf(request);
      if (view.visaoEmpresaId == null) throw new HttpError(400, MESSAGES.session.notClientView);
      await ctx.sessions.revoke(view.sessionId);
      await recordAudit(ctx.db, {
        usuarioId: view.userId,
        brandId: view.brandId,
        acao: 'visao-cliente.sair',
        alvo: `Empresas/${view.visaoEmpresaId}`,
        de: { empresaId: view.visaoEmpresaId },
        para: null,
      });
      return reply.code(204).send();
    });
  };
}
