import { randomBytes } from 'node:crypto';
import { IMAGE_CONTENT_TYPES, sniffImage, type ImageFormat } from '../../uploads/imageFormat';
import type { BrandRow } from '../../db/schema';
import { sanitizeSvg } from './sanitizeHtml';

/** Largest logo or favicon accepted: 512 KB. */
export const BRAND_IMAGE_MAX_BYTES = 512 * 1024;

export type BrandImageKind = 'logo' | 'favicon';

type BrandImageFormat = Extract<ImageFormat, 'png' | 'jpg' | 'svg' | 'ico'>;

/**
 * The image to store, told apart by its first bytes: PNG, JPEG and ICO as sent; SVG rebuilt from its drawing tags
 * only. Null when it is none of them (or an SVG with nothing left).
 */
export function brandImageFrom(bytes: Buffer): { format: BrandImageFormat; bytes: Buffer } | null {
  const format = sniffImage(bytes);
  if (format === 'png' || format === 'jpg' || format === 'ico') return { format, bytes };
  if (format !== 'svg') return null;
  const clean = sanitizeSvg(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  return /<svg[\s>]/.test(clean) ? { format, bytes: Buffer.from(clean) } : null;
}

/** Stored brand images are `<idConfig>-<kind>-<32 hex>.<ext>`: anything else is not one of ours. */
const FILE_NAME = /^(\d{1,10})-(logo|favicon)-[0-9a-f]{32}\.(png|jpg|svg|ico)$/;

/** A fresh name for a brand's new image (browsers never show a stale logo). */
export function newBrandImageKey(idConfig: number, kind: BrandImageKind, format: BrandImageFormat): string {
  return `${idConfig}-${kind}-${randomBytes(16).toString('hex')}.${format}`;
}

/** The content type of a stored brand image name, or null when the name is not a valid one. */
export function brandImageType(name: string): string | null {
  const match = FILE_NAME.exec(name);
  return match?.[3] ? IMAGE_CONTENT_TYPES[match[3] as BrandImageFormat] : null;
}

/** The base URL under which the API serves brand images (the stored key follows it). */
export function brandImageBaseUrl(publicApiUrl: string): string {
  return `${publicApiUrl}ConfigWhiteLabels/imagem/`;
}

/** The uploaded images a brand used before a change and no longer uses after it. */
export function droppedBrandImages(
  baseUrl: string,
  before: Pick<BrandRow, 'idConfig' | 'imagens' | 'misc'>,
  after: Pick<BrandRow, 'imagens' | 'misc'>,
): string[] {
  const dropped = [
    before.imagens.logo !== after.imagens.logo ? before.imagens.logo : null,
    before.misc.linkFavicon !== after.misc.linkFavicon ? before.misc.linkFavicon : null,
  ];
  return dropped.flatMap((url) => ownBrandImageKey(baseUrl, before.idConfig, url) ?? []);
}

/** The stored key behind an image URL of this API for that brand, or null (an external URL, another brand's). */
export function ownBrandImageKey(
  baseUrl: string,
  idConfig: number,
  url: string | null | undefined,
): string | null {
  if (!url?.startsWith(baseUrl)) return null;
  const name = url.slice(baseUrl.length);
  return FILE_NAME.exec(name)?.[1] === String(idConfig) ? name : null;
}
