import { eq } from 'drizzle-orm';
import { expireLinksOf } from '../../auth/oneTimeTokens';
import type { Database } from '../../db/database';
import { usuarios } from '../../db/schema';
import type { AppContext } from '../../http/context';

/**
 * What every new password does, inside the caller's transaction: writes the hash, ends the user's outstanding reset
 * and first-access links (they were issued for the old password) and revokes the user's sessions but `keepSessionId`
 * (the device that changed it, if any). Returns the revoked session ids, for the caller to announce after the commit.
 */
export async function writeNewPassword(
  tx: Pick<Database, 'insert' | 'select' | 'update'>,
  ctx: Pick<AppContext, 'clock' | 'sessions'>,
  userId: number,
  senhaHash: string,
  keepSessionId?: number,
): Promise<number[]> {
  await tx
    .update(usuarios)
    .set({ senhaHash, updatedAt: new Date(ctx.clock()) })
    .where(eq(usuarios.id, userId));
  await expireLinksOf(tx, userId, ['recuperacao_senha', 'primeiro_acesso'], ctx.clock);
  return ctx.sessions.revokeAllOfIn(tx, userId, keepSessionId);
}
