import { eq } from 'drizzle-orm';
import type { LimitKey } from '../../auth/failureLimiter';
import { consumeOneTimeToken } from '../../auth/oneTimeTokens';
import { usuarios, type OneTimeTokenPurpose } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';

/** Rolls the token's transaction back when its user may not sign in. */
class InactiveUser extends Error {}

/** What the user reads when the token is already used (410), expired (400) or unknown (404). */
export interface TokenFailureMessages {
  used: string;
  expired: string;
  unknown: string;
}

/**
 * Sets a user's password from a one-time token (a reset link or a first-access invitation): the token is consumed and
 * the password written in one transaction, so a token never sets two passwords, and only for an active user (an
 * inactive one reads `unknown` and the token stays unused). A refused token counts as a failed
 * attempt for the rate limit under `limitKeys`. Resolves to the user's id.
 */
export async function setPasswordFromToken(
  ctx: AppContext,
  purpose: OneTimeTokenPurpose,
  token: string,
  password: string,
  limitKeys: LimitKey[],
  messages: TokenFailureMessages,
): Promise<number> {
  // Hash outside the transaction: argon2 is the slow part and holds no database lock.
  const senhaHash = await ctx.passwords.hash(password);
  const result = await ctx.db
    .transaction(async (tx) => {
      const consumed = await consumeOneTimeToken(tx, purpose, token, ctx.clock);
      if (consumed.status !== 'ok') return consumed;
      // A deactivated user sets no password: checked before anything is written, and the throw gives the token back.
      const [user] = await tx
        .select({ ativo: usuarios.ativo })
        .from(usuarios)
        .where(eq(usuarios.id, consumed.userId))
        .limit(1);
      if (!user?.ativo) throw new InactiveUser();
      await tx
        .update(usuarios)
        .set({ senhaHash, updatedAt: new Date(ctx.clock()) })
        .where(eq(usuarios.id, consumed.userId));
      return consumed;
    })
    .catch((error: unknown) => {
      if (error instanceof InactiveUser) return { status: 'unknown' as const };
      throw error;
    });
  if (result.status === 'ok') return result.userId;
  await ctx.limiter.recordFailure(limitKeys);
  if (result.status === 'used') throw new HttpError(410, messages.used);
  if (result.status === 'expired') throw new HttpError(400, messages.expired);
  throw new HttpError(404, messages.unknown);
}
