import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { brands } from '../db/schema';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/httpError';
import { idField, parseInput } from '../http/validation';

/** The remote registry of a brand; read from disk on every request so a release or rollback shows at once. */
export function registerRemoteRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/remotes', { config: { public: true } }, async (request, reply) => {
    const { idConfig } = parseInput(v.object({ idConfig: idField('idConfig') }), request.query, 'consulta');
    const [brand] = await ctx.db
      .select({ remoteOverrides: brands.remoteOverrides })
      .from(brands)
      .where(eq(brands.idConfig, idConfig))
      .limit(1);
    if (!brand) throw new HttpError(404, 'Configuração white-label não encontrada.');
    reply.header('Cache-Control', 'no-store');
    return ctx.deployment.releasesFor(brand.remoteOverrides);
  });
}
