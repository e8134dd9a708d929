import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brands, empresas, sessoes, usuarios } from '../db/schema';
import type { Clock } from './clock';
import { hashToken, newToken } from './tokens';

/** Who a valid session token belongs to; what every protected route needs to scope its data. */
export interface SessionUser {
  sessionId: number;
  userId: number;
  empresaId: number;
  /** `white_label_configs.id` of the user's brand. */
  brandId: number;
  idConfig: number;
  /** Set on a client-view session: the company the admin is looking at (then `empresaId` is that company). */
  visaoEmpresaId?: number | null;
  /** When the session ends by itself (ms since the epoch): an open socket is closed then. */
  expiresAt?: number;
}

/** Anything that can run queries: the database or a transaction of it. */
type Queryable = Pick<Database, 'update'>;

export interface SessionService {
  /** Creates a session and returns its token (the only time the token exists in clear). */
  issue(
    userId: number,
    meta?: { ip?: string; userAgent?: string; visaoEmpresaId?: number; ttlMs?: number },
  ): Promise<string>;
  /** The session's user, or null when the token is unknown, expired, revoked or its user is disabled. */
  resolve(token: string): Promise<SessionUser | null>;
  revoke(sessionId: number): Promise<void>;
  /** Ends every session of a user (password changed or reset, user deactivated), optionally keeping the current one. */
  revokeAllOf(userId: number, exceptSessionId?: number): Promise<void>;
  /**
   * `revokeAllOf` inside the caller's transaction: nothing is announced (the transaction may still roll back); hand
   * the ids to `announceRevoked` once it has committed.
   */
  revokeAllOfIn(tx: Queryable, userId: number, exceptSessionId?: number): Promise<number[]>;
  announceRevoked(sessionIds: number[]): void;
  /** Called with the ids of sessions just ended (realtime disconnects their sockets). */
  onRevoked(listener: (sessionIds: number[]) => void): void;
}

/** Reads the token of an `Authorization` header: the raw token (LoopBack style) or `Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  // Tokens are base64url; anything else cannot be one, so it is not worth a database round trip.
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

export function createSessionService(db: Database, clock: Clock, ttlHours: number): SessionService {
  const listeners: Array<(sessionIds: number[]) => void> = [];
  const announceRevoked = (sessionIds: number[]) => {
    if (sessionIds.length) for (const listener of listeners) listener(sessionIds);
  };
  const revokeAllOfIn = async (tx: Queryable, userId: number, exceptSessionId?: number) => {
    const rows = await tx
      .update(sessoes)
      .set({ revokedAt: new Date(clock()) })
      .where(
        and(
          eq(sessoes.usuarioId, userId),
          isNull(sessoes.revokedAt),
          exceptSessionId === undefined ? undefined : ne(sessoes.id, exceptSessionId),
        ),
      )
      .returning({ id: sessoes.id });
    return rows.map((row) => row.id);
  };
  return {
    async issue(userId, meta = {}) {
      const token = newToken();
      const now = clock();
      await db.insert(sessoes).values({
        tokenHash: hashToken(token),
        usuarioId: userId,
        createdAt: new Date(now),
        expiresAt: new Date(now + (meta.ttlMs ?? ttlHours * 3_600_000)),
        visaoEmpresaId: meta.visaoEmpresaId ?? null,
        ip: meta.ip?.slice(0, 100) ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return token;
    },

    async resolve(token) {
      const [row] = await db
        .select({
          sessionId: sessoes.id,
          userId: usuarios.id,
          empresaId: empresas.id,
          brandId: brands.id,
          idConfig: brands.idConfig,
          visaoEmpresaId: sessoes.visaoEmpresaId,
          expiresAt: sessoes.expiresAt,
        })
        .from(sessoes)
        .innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId))
        // A client-view session scopes every query to the company looked at, exactly like that company's own user.
        .innerJoin(empresas, eq(empresas.id, sql`coalesce(${sessoes.visaoEmpresaId}, ${usuarios.empresaId})`))
        .innerJoin(brands, eq(brands.id, empresas.brandId))
        .where(
          and(
            eq(sessoes.tokenHash, hashToken(token)),
            isNull(sessoes.revokedAt),
            gt(sessoes.expiresAt, new Date(clock())),
            eq(usuarios.ativo, true),
          ),
        )
        .limit(1);
      return row ? { ...row, expiresAt: row.expiresAt.getTime() } : null;
    },

    async revoke(sessionId) {
      await db
        .update(sessoes)
        .set({ revokedAt: new Date(clock()) })
        .where(and(eq(sessoes.id, sessionId), isNull(sessoes.revokedAt)));
      announceRevoked([sessionId]);
    },

    async revokeAllOf(userId, exceptSessionId) {
      announceRevoked(await revokeAllOfIn(db, userId, exceptSessionId));
    },

    revokeAllOfIn,
    announceRevoked,
    onRevoked: (listener) => {
      listeners.push(listener);
    },
  };
}
