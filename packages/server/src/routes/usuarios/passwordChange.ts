import type { LoginResponse } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { usuarios } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput, passwordField, requiredText } from '../../http/validation';
import { findUserById } from '../../users/findUser';
import { toLoginUser } from '../../users/userInfo';
import { accountKey, addressKey } from './limits';
import { setPasswordFromToken } from './passwordFromToken';
import { RESET_MESSAGES } from './passwordReset';

export const PASSWORD_CHANGE_MESSAGES = {
  otherUser: 'Você só pode alterar a sua própria senha.',
  wrongPassword: 'A senha atual informada está incorreta.',
} as const;

export const FIRST_ACCESS_MESSAGES = {
  unknown: 'Convite de primeiro acesso inválido. Peça um novo convite ao administrador da sua empresa.',
  used: 'Este convite de primeiro acesso já foi utilizado. Entre com o seu e-mail e a senha que você definiu.',
  expired: 'Este convite de primeiro acesso expirou. Peça um novo convite ao administrador da sua empresa.',
} as const;

const changeBody = v.object({
  userId: idField('userId'),
  senhaAntiga: requiredText('senhaAntiga', 128),
  senhaNova: passwordField('senhaNova'),
});
const firstAccessBody = v.object({
  token: requiredText('token', 200),
  password: passwordField('password'),
  confirmar: requiredText('confirmar', 128),
});

/** A signed-in user changing their own password, and an invited user choosing their first one. */
export function registerPasswordChangeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/Usuarios/alteraSenha', async (request, reply) => {
    const session = sessionOf(request);
    const { userId, senhaAntiga, senhaNova } = parseInput(changeBody, request.body);
    if (userId !== session.userId) throw new HttpError(403, PASSWORD_CHANGE_MESSAGES.otherUser);
    const user = await findUserById(ctx.db, session.userId);
    if (!user) throw new HttpError(401, 'Autenticação necessária. Faça login novamente.');
    const keys = [accountKey(ctx.config.rateLimit, user.email)];
    await ctx.limiter.assertAllowed(keys);
    if (!user.senhaHash || !(await ctx.passwords.verify(user.senhaHash, senhaAntiga))) {
      await ctx.limiter.recordFailure(keys);
      throw new HttpError(400, PASSWORD_CHANGE_MESSAGES.wrongPassword);
    }
    const senhaHash = await ctx.passwords.hash(senhaNova);
    await ctx.db
      .update(usuarios)
      .set({ senhaHash, updatedAt: new Date(ctx.clock()) })
      .where(eq(usuarios.id, user.id));
    // Other devices signed in with the old password are signed out; this one stays.
    await ctx.sessions.revokeAllOf(user.id, session.sessionId);
    return reply.code(204).send();
  });

  app.post('/api/Usuarios/primeiroAcesso', { config: { public: true } }, async (request, reply) => {
    const keys = [addressKey(ctx.config.rateLimit, 'primeiro-acesso', request.ip)];
    await ctx.limiter.assertAllowed(keys);
    const { token, password, confirmar } = parseInput(firstAccessBody, request.body);
    if (password !== confirmar) throw new HttpError(400, RESET_MESSAGES.mismatch);
    const userId = await setPasswordFromToken(
      ctx,
      'primeiro_acesso',
      token,
      password,
      keys,
      FIRST_ACCESS_MESSAGES,
    );
    const user = await findUserById(ctx.db, userId);
    if (!user?.ativo) throw new HttpError(404, FIRST_ACCESS_MESSAGES.unknown);
    const sessionToken = await ctx.sessions.issue(user.id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    reply.header('Cache-Control', 'no-store');
    return { id: sessionToken, user: toLoginUser(user) } satisfies LoginResponse;
  });
}
