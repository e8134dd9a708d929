import { MESSAGES } from '@erp/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput, passwordField, requiredText } from '../../http/validation';
import { findUserById } from './findUser';
import { writeNewPassword } from './writeNewPassword';
import { accountAddressKey, accountKey } from './limits';

const changeBody = v.object({
  userId: idField('userId'),
  senhaAntiga: requiredText('senhaAntiga', 128),
  senhaNova: passwordField('senhaNova'),
});

/** A signed-in user changing their own password. */
export function registerPasswordChangeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/Usuarios/alteraSenha', async (request, reply) => {
    const session = sessionOf(request);
    const { userId, senhaAntiga, senhaNova } = parseInput(changeBody, request.body);
    if (userId !== session.userId) throw new HttpError(403, MESSAGES.passwordChange.otherUser);
    const user = await findUserById(ctx.db, session.userId);
    if (!user) throw new HttpError(401, MESSAGES.http.authRequired);
    const attempt = await ctx.limiter.reserve([
      accountAddressKey(ctx.config.rateLimit, user.email, request.ip),
    ]);
    if (!user.senhaHash || !(await ctx.passwords.verify(user.senhaHash, senhaAntiga))) {
      await ctx.limiter.recordFailure([accountKey(ctx.config.rateLimit, user.email)]);
      throw new HttpError(400, MESSAGES.passwordChange.wrongPassword);
    }
    await attempt.release();
    const senhaHash = await ctx.passwords.hash(senhaNova);
    // Other devices signed in with the old password are signed out (this one stays).
    const revoked = await ctx.db.transaction((tx) =>
      writeNewPassword(tx, ctx, user.id, senhaHash, session.sessionId),
    );
    ctx.sessions.announceRevoked(revoked);
    return reply.code(204).send();
  });
}
