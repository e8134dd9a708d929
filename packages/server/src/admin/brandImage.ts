import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sanitizeSvg } from './sanitizeHtml';

/** Largest logo or favicon accepted: 512 KB. */
export const BRAND_IMAGE_MAX_BYTES = 512 * 1024;

export type BrandImageKind = 'logo' | 'favicon';

type Extension = 'png' | 'jpg' | 'svg' | 'ico';

export const BRAND_IMAGE_TYPES: Record<Extension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ICO = [0x00, 0x00, 0x01, 0x00];

const startsWith = (bytes: Buffer, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

/**
 * The image to store, told apart by its first bytes (the declared type and name are not trusted): PNG, JPEG and ICO
 * as sent; SVG rebuilt from its drawing tags only. Null when it is none of them (or an SVG with nothing left).
 */
export function brandImageFrom(bytes: Buffer): { extension: Extension; bytes: Buffer } | null {
  if (startsWith(bytes, PNG)) return { extension: 'png', bytes };
  if (startsWith(bytes, JPEG)) return { extension: 'jpg', bytes };
  if (startsWith(bytes, ICO)) return { extension: 'ico', bytes };
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(text)) {
    const clean = sanitizeSvg(text);
    return /<svg[\s>]/.test(clean) ? { extension: 'svg', bytes: Buffer.from(clean) } : null;
  }
  return null;
}

/** Stored brand images are `<idConfig>-<kind>-<32 hex>.<ext>`: anything else is not one of ours. */
const FILE_NAME = /^\d{1,10}-(logo|favicon)-[0-9a-f]{32}\.(png|jpg|svg|ico)$/;

/** The content type of a stored brand image name, or null when the name is not a valid one. */
export function brandImageType(name: string): string | null {
  const match = FILE_NAME.exec(name);
  return match?.[2] ? BRAND_IMAGE_TYPES[match[2] as Extension] : null;
}

/** Writes the image under a fresh name (browsers never show a stale logo) and returns that name. */
export async function saveBrandImage(
  dir: string,
  idConfig: number,
  kind: BrandImageKind,
  image: { extension: Extension; bytes: Buffer },
): Promise<string> {
  const name = `${idConfig}-${kind}-${randomBytes(16).toString('hex')}.${image.extension}`;
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), image.bytes, { flag: 'wx' });
  return name;
}
