import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
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
  /** Set on a client-view session: the staff session it was opened from (logging out of the view ends both). */
  parentSessionId?: number | null;
  /** When the session ends by itself (ms since the epoch): an open socket is closed then. */
  expiresAt?: number;
}

/** Anything that can run queries: the database or a transaction of it. */
type Queryable = Pick<Database, 'update'>;

export interface SessionService {
  /** Creates a session and returns its token (the only time the token exists in clear). */
  issue(
    userId: number,
    meta?: {
      ip?: string;
      userAgent?: string;
      visaoEmpresaId?: number;
      parentSessionId?: number;
      ttlMs?: number;
    },
  ): Promise<string>;
  /** The session's user, or null when the token is unknown, expired, revoked or its user is disabled. */
  resolve(token: string): Promise<SessionUser | null>;
  /** The same answer for a session named by its id (a download link carries the id, never the token). */
  resolveById(sessionId: number): Promise<SessionUser | null>;
  /** Which of these sessions are still valid now (not revoked, not expired, user active). */
  stillValid(sessionIds: readonly number[]): Promise<Set<number>>;
  /** Ends a session and the client views opened from it. */
  revoke(sessionId: number): Promise<void>;
  /** Ends the client views opened from a staff session, which itself goes on. */
  revokeViewsOf(parentSessionId: number): Promise<void>;
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
  /** Not revoked, not expired, and its user still active (joined with `usuarios`). */
  const valid = (now: Date | ReturnType<typeof sql.placeholder>) =>
    and(isNull(sessoes.revokedAt), gt(sessoes.expiresAt, now), eq(usuarios.ativo, true));
  // Every protected request resolves its session: the query is built once and prepared (named), not put together
  // by the query builder on every request; the server plans it once per connection.
  const resolveBy = (key: typeof sessoes.tokenHash | typeof sessoes.id, name: string) =>
    db
      .select({
        sessionId: sessoes.id,
        userId: usuarios.id,
        empresaId: empresas.id,
        brandId: brands.id,
        idConfig: brands.idConfig,
        visaoEmpresaId: sessoes.visaoEmpresaId,
        parentSessionId: sessoes.sessaoPaiId,
        expiresAt: sessoes.expiresAt,
      })
      .from(sessoes)
      .innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId))
      // A client-view session scopes every query to the company looked at, exactly like that company's own user.
      .innerJoin(empresas, eq(empresas.id, sql`coalesce(${sessoes.visaoEmpresaId}, ${usuarios.empresaId})`))
      .innerJoin(brands, eq(brands.id, empresas.brandId))
      .where(and(eq(key, sql.placeholder('key')), valid(sql.placeholder('now'))))
      .limit(1)
      .prepare(name);
  const byTokenHash = resolveBy(sessoes.tokenHash, 'session_by_token_hash');
  const byId = resolveBy(sessoes.id, 'session_by_id');
  const resolveWith = async (query: typeof byId, key: string | number): Promise<SessionUser | null> => {
    // The instant as text: a placeholder's value reaches the driver as given, without the column's Date mapping.
    const [row] = await query.execute({ key, now: new Date(clock()).toISOString() });
    return row ? { ...row, expiresAt: row.expiresAt.getTime() } : null;
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
        sessaoPaiId: meta.parentSessionId ?? null,
        ip: meta.ip?.slice(0, 100) ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return token;
    },

    async resolve(token) {
      return resolveWith(byTokenHash, hashToken(token));
    },

    async resolveById(sessionId) {
      return resolveWith(byId, sessionId);
    },

    async stillValid(sessionIds) {
      if (sessionIds.length === 0) return new Set();
      const rows = await db
        .select({ id: sessoes.id })
        .from(sessoes)
        .innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId))
        .where(and(inArray(sessoes.id, [...sessionIds]), valid(new Date(clock()))));
      return new Set(rows.map((row) => row.id));
    },

    async revoke(sessionId) {
      const rows = await db
        .update(sessoes)
        .set({ revokedAt: new Date(clock()) })
        // A client view lives inside the staff session that opened it: it never outlives it.
        .where(
          and(or(eq(sessoes.id, sessionId), eq(sessoes.sessaoPaiId, sessionId)), isNull(sessoes.revokedAt)),
        )
        .returning({ id: sessoes.id });
      // Announced even when already revoked: a socket that slipped in meanwhile is closed all the same.
      announceRevoked([...new Set([sessionId, ...rows.map((row) => row.id)])]);
    },

    async revokeViewsOf(parentSessionId) {
      const rows = await db
        .update(sessoes)
        .set({ revokedAt: new Date(clock()) })
        .where(and(eq(sessoes.sessaoPaiId, parentSessionId), isNull(sessoes.revokedAt)))
        .returning({ id: sessoes.id });
      announceRevoked(rows.map((row) => row.id));
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
