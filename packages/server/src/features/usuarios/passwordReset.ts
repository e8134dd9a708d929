import { MESSAGES, routeTo } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { brands, empresas } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { emailField, parseInput, passwordField, requiredText } from '../../http/validation';
import { emailLinkOrigin } from '../../mail/emailLinkOrigin';
import { recoveryEmail } from '../../mail/recoveryEmail';
import { sendTokenLink } from '../../mail/sendTokenLink';
import { findActiveUserByEmail } from './findUser';
import { addressKey, resetSentKeys } from './limits';
import { setPasswordFromToken } from './passwordFromToken';

const RESET_TTL_MINUTES = 60;

const resetRequestBody = v.object({
  sistema: v.optional(
    v.pipe(v.string(MESSAGES.sistemaParam.fieldNotText), v.maxLength(50, MESSAGES.sistemaParam.fieldTooLong)),
  ),
  email: emailField(),
});
const resetQuery = v.object({ access_token: requiredText('access_token', 200) });
const newPasswordBody = v.object({
  password: passwordField('password'),
  confirmar: requiredText('confirmar', 128),
});

/** Password recovery: the request that e-mails a link, and the reset that link leads to. */
export function registerPasswordResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/Usuarios/reset', { config: { public: true } }, async (request, reply) => {
    const { email } = parseInput(resetRequestBody, request.body);
    // Per address only: an account-wide counter here would let anyone who fails sign-ins on an account block its
    // owner from recovering it. Sent e-mails are limited per account below.
    const keys = [addressKey(ctx.config.rateLimit, 'reset', request.ip)];
    await ctx.limiter.assertAllowed(keys);
    const user = await findActiveUserByEmail(ctx.db, email);
    if (!user) {
      await ctx.limiter.recordFailure(keys);
      throw new HttpError(404, MESSAGES.recovery.notFound);
    }
    const [brand] = await ctx.db
      .select({ id: brands.id, title: brands.title })
      .from(empresas)
      .innerJoin(brands, eq(brands.id, empresas.brandId))
      .where(eq(empresas.id, user.empresaId))
      .limit(1);
    if (!brand) throw new HttpError(404, MESSAGES.recovery.notFound);
    // The link goes to the user's own brand, at the address staff set for it (CONTRACT "E-mail").
    const origin = await emailLinkOrigin(ctx.db, ctx.config, brand.id);
    // Every e-mail sent counts (never given back): nobody floods a mailbox or piles up valid links.
    await ctx.limiter.reserve(resetSentKeys(ctx.config.rateLimit, email, request.ip));
    await sendTokenLink(ctx, {
      purpose: 'recuperacao_senha',
      userId: user.id,
      ttlMs: RESET_TTL_MINUTES * 60_000,
      // The reset link of CONTRACT "E-mail": the brand's canonical origin, hash route of the auth area.
      origin,
      route: routeTo.resetarSenha,
      message: (link) =>
        recoveryEmail({
          to: user.email,
          nome: user.nome,
          brand: brand.title,
          link,
          validityMinutes: RESET_TTL_MINUTES,
        }),
    });
    return reply.code(204).send();
  });
}

/** The reset the e-mailed link leads to: at the server root, as LoopBack served it (client contract), no prefix. */
export function resetPasswordRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/reset-password', { config: { public: true } }, async (request, reply) => {
      const keys = [addressKey(ctx.config.rateLimit, 'reset-password', request.ip)];
      await ctx.limiter.assertAllowed(keys);
      const { access_token: token } = parseInput(resetQuery, request.query, 'query');
      const { password, confirmar } = parseInput(newPasswordBody, request.body);
      if (password !== confirmar) throw new HttpError(400, MESSAGES.reset.mismatch);

      await setPasswordFromToken(ctx, 'recuperacao_senha', token, password, keys, {
        used: MESSAGES.reset.linkUsed,
        expired: MESSAGES.reset.linkExpired,
        unknown: MESSAGES.reset.linkUnknown,
      });
      // Whoever knew the old password was signed out everywhere, in the same transaction as the new password.
      return reply.code(204).send();
    });
  };
}
