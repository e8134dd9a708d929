import { ADMIN_MESSAGES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { recordAudit } from '../../admin/audit';
import { brandForAdmin } from '../../admin/brandAccess';
import {
  BRAND_IMAGE_MAX_BYTES,
  brandImageBaseUrl,
  brandImageFrom,
  brandImageType,
  newBrandImageKey,
  ownBrandImageKey,
} from './brandImage';
import { brands } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';
import { registerServedFileRoute } from '../../uploads/servedFileRoute';
import { storeUpload } from '../../uploads/storeUpload';
import { acceptUploads, readUploadForm } from '../../uploads/uploadForm';
import { countUploadAttempt } from '../../uploads/uploadLimits';

const uploadFields = v.object({
  idConfig: idField('idConfig'),
  tipo: v.picklist(['logo', 'favicon'], ADMIN_MESSAGES.uploadKind),
});

/**
 * Logo and favicon uploads (`POST ConfigWhiteLabels/upload`, multipart `idConfig`, `tipo`, `arquivo`) and their
 * public download. SVGs are stored rebuilt without scripts. The image replaced by an upload is deleted from storage;
 * uploads count against the admin's and the brand's limits and the brand's quota.
 */
export function registerBrandImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const baseUrl = brandImageBaseUrl(ctx.config.publicApiUrl);

  void app.register(async (scope) => {
    await acceptUploads(scope, BRAND_IMAGE_MAX_BYTES);
    scope.post('/ConfigWhiteLabels/upload', { config: { admin: 'brand' } }, async (request) => {
      const admin = adminOf(request);
      const form = await readUploadForm(request, ADMIN_MESSAGES.uploadTooLarge);
      if (!form) throw new HttpError(400, ADMIN_MESSAGES.uploadMissing);
      const { idConfig, tipo } = parseInput(uploadFields, form.fields);
      const brand = await brandForAdmin(ctx.db, admin, idConfig);
      await countUploadAttempt(ctx, { userId: admin.userId, brandId: brand.id });
      const file = form.file?.field === 'arquivo' ? form.file : null;
      if (!file?.bytes.length) throw new HttpError(400, ADMIN_MESSAGES.uploadMissing);
      const image = brandImageFrom(file.bytes);
      if (!image) throw new HttpError(415, ADMIN_MESSAGES.uploadType);
      const key = newBrandImageKey(idConfig, tipo, image.format);
      const url = baseUrl + key;
      await storeUpload(ctx, {
        area: 'brandImages',
        key,
        brandId: brand.id,
        userId: admin.userId,
        bytes: image.bytes.length,
        body: image.bytes,
        contentType: brandImageType(key) ?? 'application/octet-stream',
        // The brand's row is locked (`storeUpload`): what it holds now, not what it held above, is what gets replaced.
        swap: async (tx) => {
          const [current] = await tx.select().from(brands).where(eq(brands.id, brand.id));
          if (!current) throw new HttpError(404, ADMIN_MESSAGES.brandNotFound);
          const previous = tipo === 'logo' ? current.imagens.logo : current.misc.linkFavicon;
          await tx
            .update(brands)
            .set(
              tipo === 'logo'
                ? { imagens: { ...current.imagens, logo: url }, updatedAt: new Date(ctx.clock()) }
                : { misc: { ...current.misc, linkFavicon: url }, updatedAt: new Date(ctx.clock()) },
            )
            .where(eq(brands.id, brand.id));
          await recordAudit(tx, {
            usuarioId: admin.userId,
            brandId: brand.id,
            acao: `whitelabel.upload-${tipo}`,
            alvo: `ConfigWhiteLabels/${idConfig}`,
            de: previous ?? null,
            para: url,
          });
          return ownBrandImageKey(baseUrl, idConfig, previous);
        },
      });
      return { url };
    });
  });

  registerServedFileRoute(app, {
    url: '/ConfigWhiteLabels/imagem/:file',
    storage: ctx.storage.brandImages,
    typeOf: brandImageType,
  });
}
