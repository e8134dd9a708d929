import { ADMIN_MESSAGES, AVANCO_FORBIDDEN, routeTo, MESSAGES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminOf, type AdminUser } from '../../admin/adminGuard';
import { recordAudit } from '../../admin/audit';
import { assertOwnBrand, brandForAdmin } from '../../admin/brandAccess';
import { countBrandUsers, findBrandUser, listBrandUsers } from './brandUserStore';
import type { Database } from '../../db/database';
import { brands, usuarios } from '../../db/schema';
import { parseJsonParam } from '../../filter';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';
import { emailLinkOrigin } from '../../mail/emailLinkOrigin';
import { firstAccessEmail } from '../../mail/firstAccessEmail';
import { sendTokenLink } from '../../mail/sendTokenLink';

const FIRST_ACCESS_DAYS = 7;

const jsonParam = (name: string) =>
  v.optional(
    v.pipe(v.string(MESSAGES.query.paramNotText(name)), v.maxLength(2000, MESSAGES.query.paramTooLong(name))),
  );

const search = {
  busca: v.optional(
    v.pipe(
      v.string(MESSAGES.apiFields.text('busca')),
      v.maxLength(100, MESSAGES.apiFields.maxLength('busca', 100)),
    ),
  ),
  ativo: v.optional(v.boolean(MESSAGES.apiFields.boolean('ativo'))),
};
const listParams = v.object({
  ...search,
  skip: v.optional(
    v.pipe(
      v.number(MESSAGES.apiFields.number('skip')),
      v.integer(),
      v.minValue(0, MESSAGES.apiFields.notNegative('skip')),
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.number(MESSAGES.apiFields.number('limit')),
      v.integer(),
      v.minValue(1),
      v.maxValue(100, MESSAGES.apiFields.max('limit', 100)),
    ),
  ),
});
const countWhere = v.object({ ...search, idConfig: idField('idConfig') });

/** A user the admin may manage: of their brand (staff: any), and staff accounts only by staff. */
async function managedUser(db: Database, admin: AdminUser, id: number) {
  const user = await findBrandUser(db, id);
  if (!user) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
  assertOwnBrand(admin, user.brandId);
  if (user.isAvanco && !admin.isAvanco) throw new HttpError(403, AVANCO_FORBIDDEN);
  return user;
}

/** The brand's users in the administration area: search, count, block/unblock, resend the first-access e-mail. */
export function registerBrandUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Usuarios/usuarios-whitelabel/:idConfig', { config: { admin: 'brand' } }, async (request) => {
    const { idConfig } = parseInput(v.object({ idConfig: idField('idConfig') }), request.params, 'params');
    const brand = await brandForAdmin(ctx.db, adminOf(request), idConfig);
    const { params } = parseInput(v.object({ params: jsonParam('params') }), request.query, 'query');
    const parsed = parseInput(listParams, parseJsonParam(params, 'params') ?? {});
    return listBrandUsers(ctx.db, brand.id, parsed);
  });

  app.get('/Usuarios/count', { config: { admin: 'brand' } }, async (request) => {
    const { where } = parseInput(v.object({ where: jsonParam('where') }), request.query, 'query');
    const parsed = parseInput(countWhere, parseJsonParam(where, 'where') ?? {});
    const brand = await brandForAdmin(ctx.db, adminOf(request), parsed.idConfig);
    return { count: await countBrandUsers(ctx.db, brand.id, parsed) };
  });

  app.put('/Usuarios/:id/ativo', { config: { admin: 'brand' } }, async (request) => {
    const admin = adminOf(request);
    const { id } = parseInput(v.object({ id: idField('id') }), request.params, 'params');
    const user = await managedUser(ctx.db, admin, id);
    const { ativo } = parseInput(v.object({ ativo: search.ativo.wrapped }), request.body);
    if (!ativo && id === admin.userId) throw new HttpError(400, ADMIN_MESSAGES.blockSelf);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(usuarios)
        .set({ ativo, updatedAt: new Date(ctx.clock()) })
        .where(eq(usuarios.id, id));
      await recordAudit(tx, {
        usuarioId: admin.userId,
        brandId: user.brandId,
        acao: ativo ? 'usuario.desbloquear' : 'usuario.bloquear',
        alvo: `Usuarios/${id}`,
        de: { ativo: user.ativo },
        para: { ativo },
      });
    });
    // A blocked user is out at once, not at their token's expiry.
    if (!ativo) await ctx.sessions.revokeAllOf(id);
    return listOne(ctx.db, id);
  });

  app.post('/Usuarios/:id/reenviarPrimeiroAcesso', { config: { admin: 'brand' } }, async (request, reply) => {
    const admin = adminOf(request);
    const { id } = parseInput(v.object({ id: idField('id') }), request.params, 'params');
    const user = await managedUser(ctx.db, admin, id);
    if (user.senhaDefinida) throw new HttpError(409, ADMIN_MESSAGES.alreadyHasPassword);
    if (!user.ativo) throw new HttpError(409, ADMIN_MESSAGES.inactiveUser);
    const [brand] = await ctx.db
      .select({ title: brands.title })
      .from(brands)
      .where(eq(brands.id, user.brandId))
      .limit(1);
    // Before the token exists: a brand with no address gets no dangling invitation.
    const origin = await emailLinkOrigin(ctx.db, ctx.config, user.brandId);
    await sendTokenLink(ctx, {
      purpose: 'primeiro_acesso',
      userId: id,
      ttlMs: FIRST_ACCESS_DAYS * 86_400_000,
      origin,
      route: routeTo.primeiroAcesso,
      message: (link) =>
        firstAccessEmail({
          to: user.email,
          nome: user.nome,
          brand: brand?.title ?? 'ERP',
          link,
          validityDays: FIRST_ACCESS_DAYS,
        }),
      alongside: (tx) =>
        recordAudit(tx, {
          usuarioId: admin.userId,
          brandId: user.brandId,
          acao: 'usuario.reenviar-primeiro-acesso',
          alvo: `Usuarios/${id}`,
          para: { email: user.email },
        }),
    });
    return reply.code(204).send();
  });
}

async function listOne(db: Database, id: number) {
  const user = await findBrandUser(db, id);
  if (!user) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
  const { brandId: _b, isAvanco: _a, senhaDefinida: _s, ...row } = user;
  return row;
}
