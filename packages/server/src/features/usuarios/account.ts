import { MESSAGES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { avatarBaseUrl, ownAvatarKey } from './avatarStore';
import { recordAudit } from '../../admin/audit';
import { administersUser } from './brandAdminOf';
import { empresas, usuarios, type UsuarioRow } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput, requiredText } from '../../http/validation';
import { releaseUpload } from '../../uploads/storeUpload';
import { findUserById } from './findUser';

/** "My account" changes only the name and the avatar; e-mail, flags and branches belong to other screens. */
const accountBody = v.strictObject(
  {
    nome: v.optional(
      v.pipe(requiredText('nome', 100), v.trim(), v.minLength(1, MESSAGES.myAccount.nameRequired)),
    ),
    avatar: v.optional(v.nullable(requiredText('avatar', 500))),
  },
  'Apenas os campos nome e avatar podem ser alterados.',
);

/** The user as "my account" shows it. */
export function toAccount(row: UsuarioRow) {
  return { id: row.id, nome: row.nome, email: row.email, avatar: row.avatar };
}

/**
 * `PUT Usuarios/{id}`: a user edits their own account; a company administrator may edit the accounts of their
 * company. Users of other companies are answered as unknown (404).
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const avatars = avatarBaseUrl(ctx.config.publicApiUrl);

  app.put('/Usuarios/:id', async (request) => {
    const session = sessionOf(request);
    const { id } = parseInput(v.object({ id: idField('id') }), request.params, 'params');
    const body = parseInput(accountBody, request.body);
    const target = await findUserById(ctx.db, id);
    const caller = target && target.id !== session.userId ? await findUserById(ctx.db, session.userId) : null;
    // The administration area (staff, or the brand's master) edits the brand's users from the users screen.
    const byAdmin = Boolean(caller && target && (await administersUser(ctx.db, caller, target)));
    if (!target || (target.empresaId !== session.empresaId && !byAdmin))
      throw new HttpError(404, MESSAGES.notFound.user);
    if (target.id !== session.userId && !caller?.perfilAdmin && !byAdmin)
      throw new HttpError(403, MESSAGES.myAccount.ownAccountOnly);
    const changes: Partial<Pick<UsuarioRow, 'nome' | 'avatar'>> = {};
    if (body.nome !== undefined) changes.nome = body.nome;
    if (body.avatar !== undefined) {
      // Only an image uploaded for this user (or none): an arbitrary URL would make every viewer fetch it.
      const unchanged = body.avatar === target.avatar;
      if (body.avatar !== null && !unchanged && !ownAvatarKey(avatars, target.id, body.avatar))
        throw new HttpError(400, MESSAGES.myAccount.avatarNotOurs);
      changes.avatar = body.avatar;
    }
    if (!Object.keys(changes).length) return toAccount(target);
    const [row] = await ctx.db
      .update(usuarios)
      .set({ ...changes, updatedAt: new Date(ctx.clock()) })
      .where(eq(usuarios.id, target.id))
      .returning();
    if (byAdmin && caller && row) {
      const [brand] = await ctx.db
        .select({ brandId: empresas.brandId })
        .from(empresas)
        .where(eq(empresas.id, row.empresaId));
      await recordAudit(ctx.db, {
        usuarioId: caller.id,
        brandId: brand?.brandId ?? null,
        acao: 'usuario.alterar',
        alvo: `Usuarios/${row.id}`,
        de: { nome: target.nome },
        para: { nome: row.nome },
      });
    }
    const replaced = ownAvatarKey(avatars, target.id, target.avatar);
    if (replaced && row?.avatar !== target.avatar) await releaseUpload(ctx, 'avatars', replaced);
    return toAccount(row ?? target);
  });
}
