import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { consumeOneTimeToken, createOneTimeToken } from '../../auth/oneTimeTokens';
import { brands, empresas, usuarios } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { emailField, parseInput, passwordField, requiredText } from '../../http/validation';
import { recoveryEmail, resetLink } from '../../mail/recoveryEmail';
import { findActiveUserByEmail } from '../../users/findUser';
import { accountKey, addressKey } from './limits';

/** Spec 000 §8 texts; the auth area shows them as they are. */
export const RESET_MESSAGES = {
  unknownEmail: 'E-mail não encontrado para recuperação de senha!',
  usedLink:
    'Não foi possível recuperar a sua senha pois o link de recuperação já foi utilizado. Solicite novamente a recuperação de sua senha.',
  expiredLink: 'O link de recuperação de senha expirou. Solicite novamente a recuperação de sua senha.',
  unknownLink: 'Link de recuperação de senha inválido. Solicite novamente a recuperação de sua senha.',
  mismatch: 'A confirmação de senha não confere com a nova senha.',
} as const;

const RESET_TTL_MINUTES = 60;

const resetRequestBody = v.object({
  sistema: v.optional(
    v.pipe(
      v.string('O campo sistema deve ser um texto.'),
      v.maxLength(50, 'O campo sistema é longo demais.'),
    ),
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
  app.post('/api/Usuarios/reset', { config: { public: true } }, async (request, reply) => {
    const { email } = parseInput(resetRequestBody, request.body);
    const keys = [
      accountKey(ctx.config.rateLimit, email),
      addressKey(ctx.config.rateLimit, 'reset', request.ip),
    ];
    await ctx.limiter.assertAllowed(keys);
    const user = await findActiveUserByEmail(ctx.db, email);
    if (!user) {
      await ctx.limiter.recordFailure(keys);
      throw new HttpError(404, RESET_MESSAGES.unknownEmail);
    }
    const [brand] = await ctx.db
      .select({ title: brands.title, origins: brands.origins })
      .from(empresas)
      .innerJoin(brands, eq(brands.id, empresas.brandId))
      .where(eq(empresas.id, user.empresaId))
      .limit(1);
    const origin = brand?.origins[0] ?? `http://localhost:${ctx.config.hostPort}`;
    const token = await createOneTimeToken(
      ctx.db,
      'recuperacao_senha',
      user.id,
      RESET_TTL_MINUTES * 60_000,
      ctx.clock,
    );
    await ctx.mailer.send(
      recoveryEmail({
        to: user.email,
        nome: user.nome,
        brand: brand?.title ?? 'ERP',
        link: resetLink(origin, token),
        validityMinutes: RESET_TTL_MINUTES,
      }),
    );
    return reply.code(204).send();
  });

  // At the server root, as LoopBack served it (client contract).
  app.post('/reset-password', { config: { public: true } }, async (request, reply) => {
    const keys = [addressKey(ctx.config.rateLimit, 'reset-password', request.ip)];
    await ctx.limiter.assertAllowed(keys);
    const { access_token: token } = parseInput(resetQuery, request.query, 'consulta');
    const { password, confirmar } = parseInput(newPasswordBody, request.body);
    if (password !== confirmar) throw new HttpError(400, RESET_MESSAGES.mismatch);

    // Hash outside the transaction: argon2 is the slow part and holds no database lock.
    const senhaHash = await ctx.passwords.hash(password);
    const result = await ctx.db.transaction(async (tx) => {
      const consumed = await consumeOneTimeToken(tx, 'recuperacao_senha', token, ctx.clock);
      if (consumed.status === 'ok') {
        await tx
          .update(usuarios)
          .set({ senhaHash, updatedAt: new Date(ctx.clock()) })
          .where(eq(usuarios.id, consumed.userId));
      }
      return consumed;
    });
    if (result.status !== 'ok') {
      await ctx.limiter.recordFailure(keys);
      if (result.status === 'used') throw new HttpError(410, RESET_MESSAGES.usedLink);
      if (result.status === 'expired') throw new HttpError(400, RESET_MESSAGES.expiredLink);
      throw new HttpError(404, RESET_MESSAGES.unknownLink);
    }
    // Whoever knew the old password is signed out everywhere.
    await ctx.sessions.revokeAllOf(result.userId);
    return reply.code(204).send();
  });
}
