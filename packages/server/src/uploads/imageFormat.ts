/** Image formats the product accepts somewhere (avatars: PNG, JPEG, WebP; brand images: PNG, JPEG, ICO, SVG). */
export type ImageFormat = 'png' | 'jpg' | 'webp' | 'ico' | 'svg';

/** The content type each format is stored and served with; the extension of a stored name is the format. */
export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ICO = [0x00, 0x00, 0x01, 0x00];
// An SVG document: optional BOM, XML declaration, comments and doctype, then the <svg> element.
const SVG = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i;

const startsWith = (bytes: Buffer, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

/**
 * The image's format from its first bytes, or null when it is none of ours. The declared type and the file name are
 * never trusted: they are whatever the client says.
 */
export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpg';
  if (startsWith(bytes, ICO)) return 'ico';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (
    SVG.test(
      bytes
        .subarray(0, 64 * 1024)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    )
  )
    return 'svg';
  return null;
}
