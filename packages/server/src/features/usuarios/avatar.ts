import { MESSAGES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES, avatarFileType, detectAvatarFormat, newAvatarKey } from './avatarImage';
import { avatarBaseUrl, ownAvatarKey } from './avatarStore';
import { usuarios } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { registerServedFileRoute } from '../../uploads/servedFileRoute';
import { storeUpload } from '../../uploads/storeUpload';
import { acceptUploads, readUploadForm } from '../../uploads/uploadForm';
import { countUploadAttempt } from '../../uploads/uploadLimits';

const UPLOAD = MESSAGES.uploads;

/** The image of an avatar upload: the file of a multipart body (a browser's FormData), or the raw body itself. */
async function avatarBytes(request: FastifyRequest): Promise<Buffer> {
  const form = await readUploadForm(request, UPLOAD.avatarTooLarge);
  if (form) {
    if (!form.file?.bytes.length) throw new HttpError(400, UPLOAD.avatarMissing);
    return form.file.bytes;
  }
  if (request.body === undefined) throw new HttpError(400, UPLOAD.avatarMissing);
  // A JSON body (the shared parser) is not an image.
  if (!Buffer.isBuffer(request.body)) throw new HttpError(415, UPLOAD.avatarWrongType);
  if (!request.body.length) throw new HttpError(400, UPLOAD.avatarMissing);
  return request.body;
}

/**
 * Avatar upload and download. Whatever the declared type, the magic bytes decide; up to 1 MB. The file goes to the
 * avatars storage area and becomes the caller's avatar at once; the one it replaces is deleted (parallel uploads
 * leave exactly one: see `storeUpload`). Uploads count against the user's and the brand's limits and quota.
 */
export function registerAvatarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const baseUrl = avatarBaseUrl(ctx.config.publicApiUrl);

  void app.register(async (scope) => {
    await acceptUploads(scope, AVATAR_MAX_BYTES);
    // Raw bytes for every other type except JSON (which keeps the shared parser and is refused as not an image).
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    // Twice the limit, so a slightly larger raw body gets the avatar's own message instead of the generic 413.
    scope.post('/Usuarios/avatar', { bodyLimit: 2 * AVATAR_MAX_BYTES }, async (request) => {
      const { userId, brandId } = sessionOf(request);
      await countUploadAttempt(ctx, { userId, brandId });
      const bytes = await avatarBytes(request);
      if (bytes.length > AVATAR_MAX_BYTES) throw new HttpError(413, UPLOAD.avatarTooLarge);
      const format = detectAvatarFormat(bytes);
      if (!format) throw new HttpError(415, UPLOAD.avatarWrongType);
      const key = newAvatarKey(userId, format);
      const avatar = baseUrl + key;
      await storeUpload(ctx, {
        area: 'avatars',
        key,
        brandId,
        userId,
        bytes: bytes.length,
        body: bytes,
        contentType: avatarFileType(key) ?? 'application/octet-stream',
        swap: async (tx) => {
          // The row lock orders parallel uploads of one user: each sees the avatar the previous one set.
          const [user] = await tx
            .select({ avatar: usuarios.avatar })
            .from(usuarios)
            .where(eq(usuarios.id, userId))
            .for('update');
          if (!user) throw new HttpError(401, MESSAGES.http.authRequired);
          await tx
            .update(usuarios)
            .set({ avatar, updatedAt: new Date(ctx.clock()) })
            .where(eq(usuarios.id, userId));
          return ownAvatarKey(baseUrl, userId, user.avatar);
        },
      });
      return { avatar };
    });
  });

  registerServedFileRoute(app, {
    url: '/Usuarios/avatar/:file',
    storage: ctx.storage.avatars,
    typeOf: avatarFileType,
  });
}
