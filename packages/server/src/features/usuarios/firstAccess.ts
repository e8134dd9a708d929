import { MESSAGES, type LoginResponse } from '@erp/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { parseInput, passwordField, requiredText } from '../../http/validation';
import { findUserById } from './findUser';
import { toLoginUser } from './userInfo';
import { addressKey } from './limits';
import { setPasswordFromToken } from './passwordFromToken';

const firstAccessBody = v.object({
  token: requiredText('token', 200),
  password: passwordField('password'),
  confirmar: requiredText('confirmar', 128),
});

/** An invited user choosing their first password with the invitation's token, and being signed in. */
export function registerFirstAccessRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/Usuarios/primeiroAcesso', { config: { public: true } }, async (request, reply) => {
    const keys = [addressKey(ctx.config.rateLimit, 'primeiro-acesso', request.ip)];
    await ctx.limiter.assertAllowed(keys);
    const { token, password, confirmar } = parseInput(firstAccessBody, request.body);
    if (password !== confirmar) throw new HttpError(400, MESSAGES.reset.mismatch);
    const userId = await setPasswordFromToken(
      ctx,
      'primeiro_acesso',
      token,
      password,
      keys,
      MESSAGES.firstAccess,
    );
    const user = await findUserById(ctx.db, userId);
    // Deactivated between the password and this read: no session.
    if (!user?.ativo) throw new HttpError(404, MESSAGES.firstAccess.unknown);
    const sessionToken = await ctx.sessions.issue(user.id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    reply.header('Cache-Control', 'no-store');
    return { id: sessionToken, user: toLoginUser(user) } satisfies LoginResponse;
  });
}
