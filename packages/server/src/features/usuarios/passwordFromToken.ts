import { eq } from 'drizzle-orm';
import type { LimitKey } from '../../auth/failureLimiter';
import { checkOneTimeToken, consumeOneTimeToken } from '../../auth/oneTimeTokens';
import { usuarios, type OneTimeTokenPurpose } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { writeNewPassword } from './writeNewPassword';

/** Rolls the token's transaction back when its user may not sign in. */
class InactiveUser extends Error {}

/** What the user reads when the token is already used (410), expired (400) or unknown (404). */
export interface TokenFailureMessages {
  used: string;
  expired: string;
  unknown: string;
}

/**
 * Sets a user's password from a one-time token (a reset link or a first-access invitation). The link is checked first
 * (a refused link costs no argon2 run); then, in one transaction, the token is consumed, the password written, every
 * other outstanding link of the user ended and every session of the user revoked, so a token never sets two passwords
 * and nobody stays signed in with the old one. Only for an active user (an inactive one reads `unknown` and the token
 * stays unused). A refused token counts as a failed attempt for the rate limit under `limitKeys`. Resolves to the
 * user's id.
 */
export async function setPasswordFromToken(
  ctx: AppContext,
  purpose: OneTimeTokenPurpose,
  token: string,
  password: string,
  limitKeys: LimitKey[],
  messages: TokenFailureMessages,
): Promise<number> {
  const checked = await checkOneTimeToken(ctx.db, purpose, token, ctx.clock);
  if (checked.status !== 'ok') return refuse(ctx, checked.status, limitKeys, messages);
  // Hash outside the transaction: argon2 is the slow part and holds no database lock.
  const senhaHash = await ctx.passwords.hash(password);
  const result = await ctx.db
    .transaction(async (tx) => {
      const consumed = await consumeOneTimeToken(tx, purpose, token, ctx.clock);
      if (consumed.status !== 'ok') return { consumed, revoked: [] };
      // A deactivated user sets no password: checked before anything is written, and the throw gives the token back.
      const [user] = await tx
        .select({ ativo: usuarios.ativo })
        .from(usuarios)
        .where(eq(usuarios.id, consumed.userId))
        .limit(1);
      if (!user?.ativo) throw new InactiveUser();
      return { consumed, revoked: await writeNewPassword(tx, ctx, consumed.userId, senhaHash) };
    })
    .catch((error: unknown) => {
      if (error instanceof InactiveUser) return { consumed: { status: 'unknown' as const }, revoked: [] };
      throw error;
    });
  ctx.sessions.announceRevoked(result.revoked);
  if (result.consumed.status === 'ok') return result.consumed.userId;
  return refuse(ctx, result.consumed.status, limitKeys, messages);
}

async function refuse(
  ctx: AppContext,
  status: 'used' | 'expired' | 'unknown',
  limitKeys: LimitKey[],
  messages: TokenFailureMessages,
): Promise<never> {
  await ctx.limiter.recordFailure(limitKeys);
  if (status === 'used') throw new HttpError(410, messages.used);
  if (status === 'expired') throw new HttpError(400, messages.expired);
  throw new HttpError(404, messages.unknown);
}
