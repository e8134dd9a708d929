import { ADMIN_MESSAGES } from '@erp/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { auditView, brandChanges, toAdminWhiteLabel } from './adminWhiteLabel';
import { recordAudit } from '../../admin/audit';
import { brandForAdmin } from '../../admin/brandAccess';
import { brandImageBaseUrl, droppedBrandImages } from './brandImage';
import { assertCrmUrlCallable } from './crmUrlCheck';
import { plannedOriginChange } from './originChange';
import { NO_ORIGINS, originsOfBrand, replaceBrandOrigins } from '../../brands/origins/brandOriginStore';
import { whiteLabelCreateBody, whiteLabelUpdateBody } from './whiteLabelInput';
import { brands, cadastros, empresas, planos } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';
import { releaseUpload } from '../../uploads/storeUpload';

const brandParams = v.object({ idConfig: idField('idConfig') });

/**
 * Admin reads and writes of brands (issue 19 `whitelabel`). Every write is validated whole before anything is saved
 * and goes to the audit log in the same transaction. Public reads read the table on each call, so a saved brand
 * shows on its users' next load; browsers' cached copies are dropped by the admin client after the write.
 */
export function registerAdminWhiteLabelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const publicApiUrl = ctx.config.publicApiUrl;

  app.get('/ConfigWhiteLabels/:idConfig/admin', { config: { admin: 'brand' } }, async (request, reply) => {
    const { idConfig } = parseInput(brandParams, request.params, 'params');
    const brand = await brandForAdmin(ctx.db, adminOf(request), idConfig);
    reply.header('Cache-Control', 'no-store');
    return toAdminWhiteLabel(brand, await originsOfBrand(ctx.db, brand.id), publicApiUrl);
  });

  app.put('/ConfigWhiteLabels/:idConfig', { config: { admin: 'brand' } }, async (request) => {
    const admin = adminOf(request);
    const { idConfig } = parseInput(brandParams, request.params, 'params');
    // Whose brand first: a master of another brand learns nothing about what a valid body looks like.
    const brand = await brandForAdmin(ctx.db, admin, idConfig);
    const update = parseInput(whiteLabelUpdateBody, request.body);
    await assertCrmUrlCallable(ctx.outbound, update);
    const changes = brandChanges(brand, update);
    const before = await originsOfBrand(ctx.db, brand.id);
    const originChange = plannedOriginChange(admin, before, update);
    const saved = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(brands)
        .set({ ...changes, updatedAt: new Date(ctx.clock()) })
        .where(eq(brands.id, brand.id))
        .returning();
      if (!row) throw new HttpError(404, ADMIN_MESSAGES.brandNotFound);
      const after = originChange ?? before;
      if (originChange) {
        await replaceBrandOrigins(tx, brand.id, originChange);
        // Its own entry too: which addresses open a brand (and where its reset links point) is looked for apart.
        await recordAudit(tx, {
          usuarioId: admin.userId,
          brandId: brand.id,
          acao: 'whitelabel.origens',
          alvo: `ConfigWhiteLabels/${idConfig}`,
          de: before,
          para: originChange,
        });
      }
      await recordAudit(tx, {
        usuarioId: admin.userId,
        brandId: brand.id,
        acao: 'whitelabel.alterar',
        alvo: `ConfigWhiteLabels/${idConfig}`,
        de: auditView(brand, before, publicApiUrl),
        para: auditView(row, after, publicApiUrl),
      });
      return { row, after };
    });
    // An uploaded logo or favicon the change stopped using is deleted (and stops counting against the quota).
    for (const key of droppedBrandImages(brandImageBaseUrl(publicApiUrl), brand, saved.row))
      await releaseUpload(ctx, 'brandImages', key);
    return toAdminWhiteLabel(saved.row, saved.after, publicApiUrl);
  });

  app.post('/ConfigWhiteLabels', { config: { admin: 'avanco' } }, async (request, reply) => {
    const admin = adminOf(request);
    const input = parseInput(whiteLabelCreateBody, request.body);
    await assertCrmUrlCallable(ctx.outbound, input);
    const { idConfig, title, tema, ...rest } = input;
    const changes = brandChanges({ misc: {}, crm: null }, rest);
    const originSet = plannedOriginChange(admin, NO_ORIGINS, rest) ?? NO_ORIGINS;
    const saved = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values({ ...changes, idConfig, title, tema })
        .onConflictDoNothing({ target: brands.idConfig })
        .returning();
      if (!row) throw new HttpError(409, ADMIN_MESSAGES.brandExists);
      await replaceBrandOrigins(tx, row.id, originSet);
      await recordAudit(tx, {
        usuarioId: admin.userId,
        brandId: row.id,
        acao: 'whitelabel.criar',
        alvo: `ConfigWhiteLabels/${idConfig}`,
        para: auditView(row, originSet, publicApiUrl),
      });
      return row;
    });
    return reply.code(201).send(toAdminWhiteLabel(saved, originSet, publicApiUrl));
  });

  app.delete('/ConfigWhiteLabels/:idConfig', { config: { admin: 'avanco' } }, async (request, reply) => {
    const admin = adminOf(request);
    const { idConfig } = parseInput(brandParams, request.params, 'params');
    const brand = await brandForAdmin(ctx.db, admin, idConfig);
    const originSet = await originsOfBrand(ctx.db, brand.id);
    await ctx.db.transaction(async (tx) => {
      const [linked] = await tx
        .select({ total: count() })
        .from(empresas)
        .where(eq(empresas.brandId, brand.id));
      const [signups] = await tx
        .select({ total: count() })
        .from(cadastros)
        .where(eq(cadastros.brandId, brand.id));
      if (Number(linked?.total ?? 0) + Number(signups?.total ?? 0) > 0)
        throw new HttpError(409, ADMIN_MESSAGES.brandHasCompanies);
      await recordAudit(tx, {
        usuarioId: admin.userId,
        brandId: null,
        acao: 'whitelabel.excluir',
        alvo: `ConfigWhiteLabels/${idConfig}`,
        de: auditView(brand, originSet, publicApiUrl),
      });
      // With no company, no branch can have signed one of its plans.
      await tx.delete(planos).where(eq(planos.configWhiteLabel, brand.idConfig));
      await tx.delete(brands).where(eq(brands.id, brand.id));
    });
    return reply.code(204).send();
  });
}
