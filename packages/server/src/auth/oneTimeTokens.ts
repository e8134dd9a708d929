import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { tokensUsoUnico, type OneTimeTokenPurpose } from '../db/schema';
import type { Clock } from './clock';
import { hashToken, newToken } from './tokens';

export type ConsumeResult =
  | { status: 'ok'; userId: number }
  | { status: 'unknown' }
  | { status: 'used'; userId: number }
  | { status: 'expired'; userId: number };

/** Anything that can run queries: the database or a transaction of it. */
type Queryable = Pick<Database, 'select' | 'update' | 'insert'>;

/** Creates a single-use link token for `userId`; only its digest is stored. */
export async function createOneTimeToken(
  db: Queryable,
  purpose: OneTimeTokenPurpose,
  userId: number,
  ttlMs: number,
  clock: Clock,
): Promise<string> {
  const token = newToken();
  const now = clock();
  await db.insert(tokensUsoUnico).values({
    tokenHash: hashToken(token),
    finalidade: purpose,
    usuarioId: userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + ttlMs),
  });
  return token;
}

/**
 * Ends every outstanding link of the user for `purposes` (they read "expired" from now on): a new reset link replaces
 * the older ones, and a new password ends both reset and first-access links.
 */
export async function expireLinksOf(
  db: Queryable,
  userId: number,
  purposes: OneTimeTokenPurpose[],
  clock: Clock,
): Promise<void> {
  const now = new Date(clock());
  await db
    .update(tokensUsoUnico)
    .set({ expiresAt: now })
    .where(
      and(
        eq(tokensUsoUnico.usuarioId, userId),
        inArray(tokensUsoUnico.finalidade, purposes),
        isNull(tokensUsoUnico.usedAt),
        gt(tokensUsoUnico.expiresAt, now),
      ),
    );
}

async function findToken(db: Queryable, purpose: OneTimeTokenPurpose, token: string) {
  const [row] = await db
    .select()
    .from(tokensUsoUnico)
    .where(and(eq(tokensUsoUnico.tokenHash, hashToken(token)), eq(tokensUsoUnico.finalidade, purpose)))
    .limit(1);
  return row;
}

/** One reading of a link for both the check and the use, so the two never answer differently. */
function stateOf(row: Awaited<ReturnType<typeof findToken>>, now: number): ConsumeResult {
  if (!row) return { status: 'unknown' };
  if (row.usedAt) return { status: 'used', userId: row.usuarioId };
  if (row.expiresAt.getTime() <= now) return { status: 'expired', userId: row.usuarioId };
  return { status: 'ok', userId: row.usuarioId };
}

/** What using the token would answer, without using it (a refused link costs no password hash). */
export async function checkOneTimeToken(
  db: Queryable,
  purpose: OneTimeTokenPurpose,
  token: string,
  clock: Clock,
): Promise<ConsumeResult> {
  return stateOf(await findToken(db, purpose, token), clock());
}

/**
 * Uses a token up. The conditional UPDATE makes two simultaneous uses of one link end with exactly one success;
 * call it inside the transaction that applies the token's effect, so a failure there gives the link back.
 */
export async function consumeOneTimeToken(
  db: Queryable,
  purpose: OneTimeTokenPurpose,
  token: string,
  clock: Clock,
): Promise<ConsumeResult> {
  const row = await findToken(db, purpose, token);
  const now = clock();
  const state = stateOf(row, now);
  if (state.status !== 'ok' || !row) return state;
  const updated = await db
    .update(tokensUsoUnico)
    .set({ usedAt: new Date(now) })
    .where(and(eq(tokensUsoUnico.id, row.id), isNull(tokensUsoUnico.usedAt)))
    .returning({ id: tokensUsoUnico.id });
  return updated.length ? { status: 'ok', userId: row.usuarioId } : { status: 'used', userId: row.usuarioId };
}
