import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { avatarFileOwner, type AvatarFormat } from './avatarImage';

/** Where avatars live on disk and under which URL the API serves them. */
export interface AvatarStore {
  dir: string;
  /** `…/api/Usuarios/avatar/` */
  baseUrl: string;
}

export function avatarStore(dataDir: string, publicApiUrl: string): AvatarStore {
  return { dir: path.join(dataDir, 'avatars'), baseUrl: `${publicApiUrl}Usuarios/avatar/` };
}

/** Writes a new avatar file for the user (a fresh name each time, so browsers never show a stale one). */
export async function saveAvatar(
  store: AvatarStore,
  userId: number,
  bytes: Buffer,
  format: AvatarFormat,
): Promise<string> {
  const name = `${userId}-${randomBytes(16).toString('hex')}.${format.extension}`;
  await fs.mkdir(store.dir, { recursive: true });
  await fs.writeFile(path.join(store.dir, name), bytes, { flag: 'wx' });
  return store.baseUrl + name;
}

/** The stored file name behind an avatar URL of this API for that user, or null (external or someone else's). */
export function ownAvatarFile(store: AvatarStore, userId: number, url: string | null): string | null {
  if (!url?.startsWith(store.baseUrl)) return null;
  const name = url.slice(store.baseUrl.length);
  return avatarFileOwner(name) === userId ? name : null;
}

/** Removes a replaced avatar file; a file already gone is fine. */
export async function removeAvatarFile(store: AvatarStore, name: string): Promise<void> {
  await fs.rm(path.join(store.dir, path.basename(name)), { force: true });
}
