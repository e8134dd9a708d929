import { MESSAGES } from '@erp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenFromHeader, type SessionService, type SessionUser } from '../auth/sessions';
import { HttpError } from './httpError';

/**
 * Every route is protected unless it says `config: { public: true }`: forgetting the flag fails closed (401), never
 * open. Preflights and unknown routes are left to CORS and the 404 handler.
 */
export function registerAuthHook(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' || request.is404 || request.routeOptions.config.public === true) return;
    const token = tokenFromHeader(request.headers.authorization);
    const session = token ? await sessions.resolve(token) : null;
    if (!session) throw new HttpError(401, MESSAGES.http.authRequired);
    request.auth = session;
  });
}

/** The session of a protected route; typed non-null for handlers. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.auth) throw new HttpError(401, MESSAGES.http.authRequired);
  return request.auth;
}
