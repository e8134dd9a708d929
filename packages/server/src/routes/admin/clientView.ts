import { ADMIN_MESSAGES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { recordAudit } from '../../admin/audit';
import { assertOwnBrand } from '../../admin/brandAccess';
import { CLIENT_VIEW_TTL_MS } from '../../admin/clientView';
import { empresas } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';

/**
 * `POST Admin/visao-cliente`: a read-only session of the admin inside one company of their brand (issue 19 "Client
 * view"). The token is a session like any other, bound to that company, lasting an hour; logout ends it.
 */
export function registerClientViewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/Admin/visao-cliente', { config: { admin: 'brand' } }, async (request, reply) => {
    const admin = adminOf(request);
    const { empresaId } = parseInput(v.object({ empresaId: idField('empresaId') }), request.body);
    const [company] = await ctx.db.select().from(empresas).where(eq(empresas.id, empresaId)).limit(1);
    if (!company) throw new HttpError(404, ADMIN_MESSAGES.clientViewCompany);
    assertOwnBrand(admin, company.brandId);
    const token = await ctx.sessions.issue(admin.userId, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      visaoEmpresaId: company.id,
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
}
