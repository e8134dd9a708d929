import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Headers the browser code sends (client contract): the token, JSON and the `sistema` identifier. */
export const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'sistema'];

/**
 * CORS only for the configured origins (host and remotes). An unknown origin gets no CORS headers at all, so the
 * browser refuses to hand it the answer.
 */
export async function registerCors(app: FastifyInstance, allowedOrigins: string[]): Promise<void> {
  const allowed = new Set(allowedOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
}
