import { MESSAGES } from '@erp/domain';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { toApiList } from '../../brands/browserConfig';
import { listAllOrigins } from '../../brands/origins/brandOriginStore';
import { SERVER_PACKAGE_DIR } from '../../config/repoRoot';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { isLocalDevRequest } from '../../http/loopback';
import { readOutbox } from '../../mail/outbox';

const ASSETS_DIR = path.join(SERVER_PACKAGE_DIR, 'assets');
const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.html': 'text/html; charset=utf-8',
};

/** Ping, the API list, brand assets and the development outbox (loopback only): all public. */
export function sistemaRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/ping', { config: { public: true } }, async () => ({ ok: true }));

    app.get('/api-list.json', { config: { public: true } }, async () => {
      return toApiList(await listAllOrigins(ctx.db), ctx.config.publicApiUrl);
    });

    // Logos, covers and documents of the seeded brands; a real deployment may point the brand at a CDN instead.
    app.get('/assets/*', { config: { public: true } }, async (request, reply) => {
      const relative = (request.params as Record<string, string | undefined>)['*'] ?? '';
      const file = path.resolve(ASSETS_DIR, relative);
      const type = CONTENT_TYPES[path.extname(file)];
      if (
        !file.startsWith(ASSETS_DIR + path.sep) ||
        !type ||
        !fs.existsSync(file) ||
        !fs.statSync(file).isFile()
      ) {
        throw new HttpError(404, MESSAGES.http.notFoundRoute);
      }
      return (
        reply
          .type(type)
          .header('Cache-Control', 'public, max-age=3600')
          // Any host or remote origin may show a logo; it is not data.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .send(fs.createReadStream(file))
      );
    });

    // Without SMTP_URL every reset link lands in the outbox: whoever reads it can take any account, so only a developer
    // on this very machine, through a loopback name (no DNS rebinding), may, and only when the start asked for it.
    if (ctx.config.devOutbox) {
      app.get('/dev/outbox', { config: { public: true } }, async (request) => {
        if (!isLocalDevRequest(request)) throw new HttpError(404, MESSAGES.http.notFoundRoute);
        return readOutbox(ctx.config.outboxDir);
      });
    }
  };
}
