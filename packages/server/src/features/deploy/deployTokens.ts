import { MESSAGES } from '@erp/domain';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { tokensDeploy } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { isLocalRequest } from '../../http/loopback';

/** A team's pipeline token: the prefix lets secret scanners recognise a leaked one; 32 random bytes make it unguessable. */
const TOKEN_PREFIX = 'erpdeploy_';

/** A new deploy token, shown once: only its digest is kept. */
export function newDeployToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function deployTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who calls the deploy API: a team's token (one container) or the local stack (any container, this machine only). */
export interface DeployCaller {
  /** The one container it may deploy; null for the local stack. */
  container: string | null;
  /** How the release history names it. */
  por: string;
  /** The audit log's user: whoever created the token (null for the local stack). */
  usuarioId: number | null;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i;

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Invalid tokens counted per address: a leaked prefix cannot be completed by guessing, nor the table probed. */
const failureLimit = (request: FastifyRequest) => ({
  key: `deploy:token:ip:${request.ip}`,
  max: 20,
  message: MESSAGES.releases.tooManyFailures,
});

/** The caller of a deploy route, from `Authorization: Bearer <token>` (never from the URL); 401 otherwise. */
export async function deployCallerOf(ctx: AppContext, request: FastifyRequest): Promise<DeployCaller> {
  const token = BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1];
  if (!token) throw new HttpError(401, MESSAGES.releases.tokenMissing);
  const limit = failureLimit(request);
  await ctx.limiter.assertAllowed([limit]);
  const stack = ctx.config.releases.stackDeployToken;
  if (stack && isLocalRequest(request) && sameSecret(token, stack)) {
    return { container: null, por: 'stack', usuarioId: null };
  }
  const [row] = await ctx.db
    .update(tokensDeploy)
    .set({ ultimoUsoEm: new Date(ctx.clock()) })
    .where(and(eq(tokensDeploy.tokenHash, deployTokenDigest(token)), isNull(tokensDeploy.revogadoEm)))
    .returning();
  if (!row) {
    await ctx.limiter.recordFailure([limit]);
    throw new HttpError(401, MESSAGES.releases.tokenInvalid);
  }
  return { container: row.container, por: `token:${row.id}:${row.nome}`, usuarioId: row.criadoPor };
}

/** Refuses a token of another container (403): a team deploys its own area only. */
export function assertMayDeploy(caller: DeployCaller, container: string): void {
  if (caller.container !== null && caller.container !== container) {
    throw new HttpError(403, MESSAGES.releases.otherContainer(caller.container, container));
  }
}
