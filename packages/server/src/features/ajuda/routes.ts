import { ADMIN_MESSAGES, type AjudaLink, MESSAGES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { recordAudit } from '../../admin/audit';
import { brandForAdmin } from '../../admin/brandAccess';
import { brands } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { idField, parseInput, requiredText } from '../../http/validation';

const brandQuery = v.object({ idConfig: idField('idConfig') });

const helpBody = v.object({
  itens: v.pipe(
    v.array(
      v.object({
        titulo: requiredText('titulo', 100),
        url: v.pipe(
          requiredText('url', 2000),
          v.check(
            (value) => /^https?:\/\/\S+$/.test(value) && URL.canParse(value),
            ADMIN_MESSAGES.invalidUrl('url'),
          ),
        ),
      }),
      MESSAGES.apiFields.list('itens'),
    ),
    v.maxLength(50, ADMIN_MESSAGES.helpTooMany),
  ),
});

/**
 * A brand's help links, registered under `/api`: every signed-in user reads their own brand's (`GET /api/Ajuda`); a
 * brand's admins read and replace them, audited (`/api/Admin/ajuda`).
 */
export function ajudaRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // The help links of the caller's own brand, for every signed-in user.
    app.get('/Ajuda', async (request) => {
      const [row] = await ctx.db
        .select({ ajuda: brands.ajuda })
        .from(brands)
        .where(eq(brands.id, sessionOf(request).brandId));
      return (row?.ajuda ?? []) satisfies AjudaLink[];
    });

    app.get('/Admin/ajuda', { config: { admin: 'brand' } }, async (request) => {
      const { idConfig } = parseInput(brandQuery, request.query, 'query');
      return (await brandForAdmin(ctx.db, adminOf(request), idConfig)).ajuda;
    });

    app.put('/Admin/ajuda', { config: { admin: 'brand' } }, async (request) => {
      const admin = adminOf(request);
      const { idConfig } = parseInput(brandQuery, request.query, 'query');
      const brand = await brandForAdmin(ctx.db, admin, idConfig);
      const { itens } = parseInput(helpBody, request.body);
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(brands)
          .set({ ajuda: itens, updatedAt: new Date(ctx.clock()) })
          .where(eq(brands.id, brand.id));
        await recordAudit(tx, {
          usuarioId: admin.userId,
          brandId: brand.id,
          acao: 'ajuda.alterar',
          alvo: `ConfigWhiteLabels/${idConfig}`,
          de: brand.ajuda,
          para: itens,
        });
      });
      return itens;
    });
  };
}
