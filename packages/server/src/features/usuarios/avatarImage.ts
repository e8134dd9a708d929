import { randomBytes } from 'node:crypto';
import { IMAGE_CONTENT_TYPES, sniffImage, type ImageFormat } from '../../uploads/imageFormat';

/** Largest avatar accepted: 1 MB. */
export const AVATAR_MAX_BYTES = 1024 * 1024;

type AvatarFormat = Extract<ImageFormat, 'png' | 'jpg' | 'webp'>;
const AVATAR_FORMATS: readonly ImageFormat[] = ['png', 'jpg', 'webp'];

/** The avatar's format from its magic bytes, or null when it is not a PNG, JPEG or WebP. */
export function detectAvatarFormat(bytes: Buffer): AvatarFormat | null {
  const format = sniffImage(bytes);
  return format && AVATAR_FORMATS.includes(format) ? (format as AvatarFormat) : null;
}

/** Stored avatar files are `<userId>-<32 hex>.<ext>`: anything else is not one of ours. */
const FILE_NAME = /^(\d{1,10})-[0-9a-f]{32}\.(png|jpg|webp)$/;

/** A fresh name for a user's new avatar (a new name each time, so browsers never show a stale one). */
export function newAvatarKey(userId: number, format: AvatarFormat): string {
  return `${userId}-${randomBytes(16).toString('hex')}.${format}`;
}

/** The content type of a stored avatar file name, or null when the name is not a valid one. */
export function avatarFileType(name: string): string | null {
  const match = FILE_NAME.exec(name);
  return match?.[2] ? IMAGE_CONTENT_TYPES[match[2] as AvatarFormat] : null;
}

/** The user id a stored avatar file name belongs to, or null. */
export function avatarFileOwner(name: string): number | null {
  const match = FILE_NAME.exec(name);
  return match?.[1] ? Number(match[1]) : null;
}
