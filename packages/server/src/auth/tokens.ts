import { createHash, randomBytes } from 'node:crypto';

/** A fresh bearer token: 256 random bits, URL-safe (it travels in reset links). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
