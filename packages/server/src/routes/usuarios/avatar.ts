import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AVATAR_MAX_BYTES, avatarFileType, detectAvatarFormat } from '../../account/avatarImage';
import { avatarStore, ownAvatarFile, removeAvatarFile, saveAvatar } from '../../account/avatarStore';
import { uploadedBytes } from '../../account/uploadBody';
import { usuarios } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError, MESSAGES } from '../../http/httpError';
import { parseInput } from '../../http/validation';
import { findUserById } from '../../users/findUser';

export const AVATAR_MISSING = 'Envie a imagem do avatar no corpo da requisição.';
export const AVATAR_TOO_LARGE = 'A imagem do avatar deve ter no máximo 1 MB.';
export const AVATAR_WRONG_TYPE = 'Formato de imagem não suportado. Envie uma imagem PNG, JPEG ou WebP.';

/**
 * Avatar upload and download. The upload is a `multipart/form-data` body with one file (the browser's FormData) or
 * the image itself as the body; whatever the declared type, the magic bytes decide. Up to 1 MB; the file is stored under DATA_DIR/avatars and becomes the caller's avatar at once. Downloads are
 * public because an <img> sends no token; names are random, so they cannot be listed or guessed.
 */
export function registerAvatarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = avatarStore(ctx.config.dataDir, ctx.config.publicApiUrl);

  void app.register(async (scope) => {
    // Raw bytes for every type except JSON (which keeps the shared parser and is refused below as not an image).
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    // Twice the limit, so a slightly larger file gets the avatar's own message instead of the generic 413.
    scope.post('/api/Usuarios/avatar', { bodyLimit: 2 * AVATAR_MAX_BYTES }, async (request) => {
      const { userId } = sessionOf(request);
      if (request.body === undefined) throw new HttpError(400, AVATAR_MISSING);
      // A JSON body (the shared parser) is not an image.
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, AVATAR_WRONG_TYPE);
      const bytes = uploadedBytes(request.headers['content-type'], request.body);
      if (!bytes?.length) throw new HttpError(400, AVATAR_MISSING);
      if (bytes.length > AVATAR_MAX_BYTES) throw new HttpError(413, AVATAR_TOO_LARGE);
      const format = detectAvatarFormat(bytes);
      if (!format) throw new HttpError(415, AVATAR_WRONG_TYPE);
      const user = await findUserById(ctx.db, userId);
      if (!user) throw new HttpError(401, MESSAGES.authRequired);
      const avatar = await saveAvatar(store, userId, bytes, format);
      await ctx.db
        .update(usuarios)
        .set({ avatar, updatedAt: new Date(ctx.clock()) })
        .where(eq(usuarios.id, userId));
      const replaced = ownAvatarFile(store, userId, user.avatar);
      if (replaced) await removeAvatarFile(store, replaced);
      return { avatar };
    });
  });

  app.get('/api/Usuarios/avatar/:file', { config: { public: true } }, async (request, reply) => {
    const { file } = parseInput(
      v.object({ file: v.pipe(v.string(), v.maxLength(100)) }),
      request.params,
      'parâmetro',
    );
    const type = avatarFileType(file);
    const fullPath = path.join(store.dir, file);
    if (!type || !fs.existsSync(fullPath)) throw new HttpError(404, MESSAGES.notFoundRoute);
    return reply
      .type(type)
      .header('Cache-Control', 'public, max-age=86400, immutable')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('X-Content-Type-Options', 'nosniff')
      .send(fs.createReadStream(fullPath));
  });
}
