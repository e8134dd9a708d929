import { MESSAGES } from '@erp/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { HttpError } from '../http/httpError';
import { parseInput } from '../http/validation';
import type { ObjectStorage } from '../storage';

/** A public route serving stored images by name: avatars, logos, favicons. */
export interface ServedFileRoute {
  /** e.g. `/api/Usuarios/avatar/:file` */
  url: string;
  storage: ObjectStorage;
  /** The content type of a valid stored name, or null: anything else is a 404 without touching storage. */
  typeOf(name: string): string | null;
}

const PARAMS = v.object({ file: v.pipe(v.string(), v.maxLength(100)) });

/**
 * Serves stored files by their random names, streamed from storage (never read whole). Public because an <img> sends
 * no token; the names cannot be listed or guessed. Names are fresh for each upload, so a file never changes: cached a
 * day as immutable, with its ETag for revalidation. An SVG opened on its own runs nothing (sandboxed CSP).
 */
export function registerServedFileRoute(app: FastifyInstance, route: ServedFileRoute): void {
  app.get(route.url, { config: { public: true } }, async (request, reply) => {
    const { file } = parseInput(PARAMS, request.params, 'params');
    const type = route.typeOf(file);
    if (!type) throw new HttpError(404, MESSAGES.http.notFoundRoute);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch) {
      const info = await route.storage.head(file);
      if (info && info.etag === ifNoneMatch) return reply.code(304).header('ETag', info.etag).send();
    }
    const stored = await route.storage.get(file);
    if (!stored) throw new HttpError(404, MESSAGES.http.notFoundRoute);
    return reply
      .type(type)
      .header('Content-Length', String(stored.size))
      .header('ETag', stored.etag)
      .header('Cache-Control', 'public, max-age=86400, immutable')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(stored.body);
  });
}
