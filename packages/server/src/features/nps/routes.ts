import { ADMIN_MESSAGES, type NpsResumo, MESSAGES } from '@erp/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { brandForAdmin } from '../../admin/brandAccess';
import { empresas, npsRespostas } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';

const NPS_INTERVAL_MS = 90 * 86_400_000;
const brandQuery = v.object({ idConfig: idField('idConfig') });

const npsBody = v.object({
  nota: v.pipe(
    v.number(ADMIN_MESSAGES.npsScore),
    v.integer(ADMIN_MESSAGES.npsScore),
    v.minValue(0, ADMIN_MESSAGES.npsScore),
    v.maxValue(10, ADMIN_MESSAGES.npsScore),
  ),
  comentario: v.optional(
    v.pipe(
      v.string(MESSAGES.apiFields.text('comentario')),
      v.maxLength(1000, MESSAGES.apiFields.maxLength('comentario', 1000)),
    ),
    '',
  ),
});

/**
 * Net promoter score, registered under `/api`: every signed-in user answers at most once every 90 days
 * (`POST /api/Nps`); a brand's admins read the brand's score and latest answers (`GET /api/Admin/nps`).
 */
export function npsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/Nps', async (request, reply) => {
      const session = sessionOf(request);
      const { nota, comentario } = parseInput(npsBody, request.body);
      const since = new Date(ctx.clock() - NPS_INTERVAL_MS);
      const [recent] = await ctx.db
        .select({ id: npsRespostas.id })
        .from(npsRespostas)
        .where(and(eq(npsRespostas.usuarioId, session.userId), gt(npsRespostas.createdAt, since)))
        .limit(1);
      if (recent) throw new HttpError(409, ADMIN_MESSAGES.npsTooSoon);
      await ctx.db.insert(npsRespostas).values({
        usuarioId: session.userId,
        empresaId: session.empresaId,
        brandId: session.brandId,
        nota,
        comentario: comentario.trim(),
        createdAt: new Date(ctx.clock()),
      });
      return reply.code(204).send();
    });

    app.get('/Admin/nps', { config: { admin: 'brand' } }, async (request) => {
      const { idConfig } = parseInput(brandQuery, request.query, 'query');
      const brand = await brandForAdmin(ctx.db, adminOf(request), idConfig);
      const answers = await ctx.db
        .select({
          nota: npsRespostas.nota,
          comentario: npsRespostas.comentario,
          data: npsRespostas.createdAt,
          empresa: empresas.nome,
        })
        .from(npsRespostas)
        .innerJoin(empresas, eq(empresas.id, npsRespostas.empresaId))
        .where(eq(npsRespostas.brandId, brand.id))
        .orderBy(desc(npsRespostas.createdAt), desc(npsRespostas.id));
      const promotores = answers.filter((a) => a.nota >= 9).length;
      const detratores = answers.filter((a) => a.nota <= 6).length;
      const respostas = answers.length;
      return {
        nota: respostas ? Math.round(((promotores - detratores) / respostas) * 100) : 0,
        respostas,
        promotores,
        neutros: respostas - promotores - detratores,
        detratores,
        ultimas: answers.slice(0, 20).map((a) => ({ ...a, data: a.data.toISOString() })),
      } satisfies NpsResumo;
    });
  };
}
