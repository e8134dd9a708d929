import { MESSAGES, type LoginResponse } from '@erp/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../http/context';
import { sessionOf } from '../../http/authHook';
import { HttpError } from '../../http/httpError';
import { emailField, parseInput, requiredText } from '../../http/validation';
import { originFitsCompany } from './brandOfOrigin';
import { findActiveUserByEmail } from './findUser';
import { toLoginUser } from './userInfo';
import { loginDelayMs } from '../../auth/loginDelay';
import { accountAddressKey, accountKey, addressKey } from './limits';
import { isDatabaseUnavailable } from '../../db/unavailable';

const loginBody = v.object({ email: emailField(), password: requiredText('password', 128) });
const loginQuery = v.object({ include: v.optional(v.pipe(v.string(), v.maxLength(50))) });

/** Sign-in and sign-out. */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/Usuarios/login', { config: { public: true } }, async (request, reply) => {
    parseInput(loginQuery, request.query, 'query');
    const { email, password } = parseInput(loginBody, request.body);
    const settings = ctx.config.rateLimit;
    // Reserved before the (slow) password check: a parallel burst gets only the attempts left, not one each.
    const attempt = await ctx.limiter.reserve([
      accountAddressKey(settings, email, request.ip),
      addressKey(settings, 'login', request.ip),
    ]);
    const account = accountKey(settings, email);
    const delay = loginDelayMs(await ctx.limiter.failures(account), account.max, settings.maxLoginDelayMs);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

    const user = await findActiveUserByEmail(ctx.db, email).catch(async (error: unknown) => {
      // A database outage is nobody's wrong password: it must not lock the account out once the database is back.
      if (isDatabaseUnavailable(error)) await attempt.release();
      throw error;
    });
    const valid = user?.senhaHash ? await ctx.passwords.verify(user.senhaHash, password) : false;
    if (!user?.senhaHash) await ctx.passwords.verifyDummy(password);
    // A page of one brand never signs in a user of another (the brand's theme, remotes and links would be wrong).
    const ownBrand = user ? await originFitsCompany(ctx.db, request.headers.origin, user.empresaId) : false;
    if (!user || !valid || !ownBrand) {
      await ctx.limiter.recordFailure([account]);
      throw new HttpError(401, MESSAGES.login.invalidCredentials);
    }
    await attempt.release();
    await ctx.limiter.forget(accountAddressKey(settings, email, request.ip).key);
    const token = await ctx.sessions.issue(user.id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    reply.header('Cache-Control', 'no-store');
    return { id: token, user: toLoginUser(user) } satisfies LoginResponse;
  });

  app.post('/Usuarios/logout', async (request, reply) => {
    const session = sessionOf(request);
    // Signing out inside a client view signs the staff member out: the staff session ends, and its views with it.
    await ctx.sessions.revoke(session.parentSessionId ?? session.sessionId);
    await ctx.sessions.revoke(session.sessionId);
    return reply.code(204).send();
  });
}
