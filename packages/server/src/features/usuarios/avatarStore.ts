import { avatarFileOwner } from './avatarImage';

/** `…/api/Usuarios/avatar/`: where the API serves avatars, the stored key following it. */
export function avatarBaseUrl(publicApiUrl: string): string {
  return `${publicApiUrl}Usuarios/avatar/`;
}

/** The stored key behind an avatar URL of this API for that user, or null (external or someone else's). */
export function ownAvatarKey(baseUrl: string, userId: number, url: string | null): string | null {
  if (!url?.startsWith(baseUrl)) return null;
  const name = url.slice(baseUrl.length);
  return avatarFileOwner(name) === userId ? name : null;
}
