import { AVATAR_MAX_BYTES, AVATAR_TYPES, MINHA_CONTA_TEXTS } from './minhaContaTexts';

/** Why a chosen image cannot be the avatar, or null when it can (checked again by the server). */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return MINHA_CONTA_TEXTS.photoType;
  if (file.size > AVATAR_MAX_BYTES) return MINHA_CONTA_TEXTS.photoSize;
  return null;
}
