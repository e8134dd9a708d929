import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_MESSAGES } from '@erp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { recordAudit } from '../../admin/audit';
import { brandForAdmin } from '../../admin/brandAccess';
import {
  BRAND_IMAGE_MAX_BYTES,
  brandImageFrom,
  brandImageType,
  saveBrandImage,
} from '../../admin/brandImage';
import { parseMultipart } from '../../admin/multipart';
import { brands } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError, MESSAGES } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';

const uploadFields = v.object({
  idConfig: idField('idConfig'),
  tipo: v.picklist(['logo', 'favicon'], ADMIN_MESSAGES.uploadKind),
});

/**
 * Logo and favicon uploads (`POST ConfigWhiteLabels/upload`, multipart `idConfig`, `tipo`, `arquivo`) and their
 * public download (an <img> sends no token; names are random). SVGs are stored rebuilt without scripts and served
 * under a CSP that runs nothing, so a logo opened on its own cannot act on the API's origin.
 */
export function registerBrandImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dir = path.join(ctx.config.dataDir, 'brand-images');
  const baseUrl = `${ctx.config.publicApiUrl}ConfigWhiteLabels/imagem/`;

  void app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    // Twice the limit, so a slightly larger file gets the upload's own message instead of the generic 413.
    scope.post(
      '/api/ConfigWhiteLabels/upload',
      { config: { admin: 'brand' }, bodyLimit: 2 * BRAND_IMAGE_MAX_BYTES + 64 * 1024 },
      async (request) => {
        const admin = adminOf(request);
        const body = Buffer.isBuffer(request.body)
          ? parseMultipart(request.headers['content-type'], request.body)
          : null;
        if (!body) throw new HttpError(400, ADMIN_MESSAGES.uploadMissing);
        const { idConfig, tipo } = parseInput(uploadFields, body.fields);
        const file = body.files.arquivo;
        if (!file?.bytes.length) throw new HttpError(400, ADMIN_MESSAGES.uploadMissing);
        if (file.bytes.length > BRAND_IMAGE_MAX_BYTES)
          throw new HttpError(413, ADMIN_MESSAGES.uploadTooLarge);
        const image = brandImageFrom(file.bytes);
        if (!image) throw new HttpError(415, ADMIN_MESSAGES.uploadType);
        const brand = await brandForAdmin(ctx.db, admin, idConfig);
        const url = baseUrl + (await saveBrandImage(dir, idConfig, tipo, image));
        await ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .update(brands)
            .set(
              tipo === 'logo'
                ? { imagens: { ...brand.imagens, logo: url }, updatedAt: new Date(ctx.clock()) }
                : { misc: { ...brand.misc, linkFavicon: url }, updatedAt: new Date(ctx.clock()) },
            )
            .where(eq(brands.id, brand.id))
            .returning();
          if (!row) throw new HttpError(404, ADMIN_MESSAGES.brandNotFound);
          await recordAudit(tx, {
            usuarioId: admin.userId,
            brandId: brand.id,
            acao: `whitelabel.upload-${tipo}`,
            alvo: `ConfigWhiteLabels/${idConfig}`,
            de: tipo === 'logo' ? (brand.imagens.logo ?? null) : (brand.misc.linkFavicon ?? null),
            para: url,
          });
        });
        return { url };
      },
    );
  });

  app.get('/api/ConfigWhiteLabels/imagem/:file', { config: { public: true } }, async (request, reply) => {
    const { file } = parseInput(
      v.object({ file: v.pipe(v.string(), v.maxLength(100)) }),
      request.params,
      'parâmetro',
    );
    const type = brandImageType(file);
    const fullPath = path.join(dir, file);
    if (!type || !fs.existsSync(fullPath)) throw new HttpError(404, MESSAGES.notFoundRoute);
    return reply
      .type(type)
      .header('Cache-Control', 'public, max-age=86400, immutable')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(fs.createReadStream(fullPath));
  });
}
