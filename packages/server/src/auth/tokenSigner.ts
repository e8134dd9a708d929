import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { chavesAssinatura } from '../db/schema';
import type { Clock } from './clock';

/** What checking a signed token answers: a bad signature and a good but stale one are told apart for the message. */
export type SignedCheck = 'ok' | 'expired' | 'invalid';

/**
 * Short-lived tokens that need no row of their own: `<expiry>.<HMAC>` over a purpose, the claims the token is bound to
 * and its expiry. The claims are not in the token: the checker names them again (the report asked for, the visitor
 * and version reported), so a token is worth nothing for anything else.
 */
export interface TokenSigner {
  sign(purpose: string, claims: ReadonlyArray<string | number>, ttlMs: number): Promise<string>;
  check(purpose: string, claims: ReadonlyArray<string | number>, token: string): Promise<SignedCheck>;
}

const KEY_NAME = 'tokens';
const SIGNED = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The deployment's signing key: created once by whichever API process asks first, then shared by all. */
async function loadKey(db: Database): Promise<Buffer> {
  await db
    .insert(chavesAssinatura)
    .values({ nome: KEY_NAME, chave: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(chavesAssinatura).where(eq(chavesAssinatura.nome, KEY_NAME)).limit(1);
  if (!row) throw new Error('Chave de assinatura ausente.');
  return Buffer.from(row.chave, 'base64');
}

export function createTokenSigner(db: Database, clock: Clock): TokenSigner {
  // Read lazily: the server is built before the migrations run.
  let key: Promise<Buffer> | null = null;
  const keyOnce = () => {
    key ??= loadKey(db).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  const mac = async (purpose: string, claims: ReadonlyArray<string | number>, expiry: string) =>
    createHmac('sha256', await keyOnce())
      // A separator no claim can contain (\u0000): "1","23" and "12","3" never sign the same text.
      .update([purpose, ...claims.map(String), expiry].join('\u0000'))
      .digest();
  return {
    async sign(purpose, claims, ttlMs) {
      const expiry = Math.ceil((clock() + ttlMs) / 1000).toString(36);
      return `${expiry}.${(await mac(purpose, claims, expiry)).toString('base64url')}`;
    },
    async check(purpose, claims, token) {
      const parts = SIGNED.exec(token);
      if (!parts) return 'invalid';
      const [, expiry = '', signature = ''] = parts;
      const expected = await mac(purpose, claims, expiry);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return parseInt(expiry, 36) * 1000 > clock() ? 'ok' : 'expired';
    },
  };
}
