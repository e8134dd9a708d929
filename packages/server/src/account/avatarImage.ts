/** Image formats an avatar may have, told apart by their first bytes (the declared type is not trusted). */
export type AvatarFormat = { extension: 'png' | 'jpg' | 'webp'; contentType: string };

/** Largest avatar accepted: 1 MB. */
export const AVATAR_MAX_BYTES = 1024 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, prefix: number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, i) => bytes[offset + i] === byte);

/** The image's format from its magic bytes, or null when it is not a PNG, JPEG or WebP. */
export function detectAvatarFormat(bytes: Buffer): AvatarFormat | null {
  if (startsWith(bytes, PNG)) return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, JPEG)) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return { extension: 'webp', contentType: 'image/webp' };
  return null;
}

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Stored avatar files are `<userId>-<32 hex>.<ext>`: anything else is not one of ours. */
const FILE_NAME = /^(\d{1,10})-[0-9a-f]{32}\.(png|jpg|webp)$/;

/** The content type of a stored avatar file name, or null when the name is not a valid one. */
export function avatarFileType(name: string): string | null {
  const match = FILE_NAME.exec(name);
  return match?.[2] ? (CONTENT_TYPES[match[2]] ?? null) : null;
}

/** The user id a stored avatar file name belongs to, or null. */
export function avatarFileOwner(name: string): number | null {
  const match = FILE_NAME.exec(name);
  return match?.[1] ? Number(match[1]) : null;
}
