import { CONTAINERS } from '@erp/deployment';
import { ADMIN_MESSAGES, type TokenDeploy, type TokenDeployCriado } from '@erp/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { recordAudit } from '../../admin/audit';
import { tokensDeploy, usuarios, type TokenDeployRow } from '../../db/schema';
import { deployTokenDigest, newDeployToken } from './deployTokens';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput, requiredText } from '../../http/validation';

const AVANCO = { config: { admin: 'avanco' } } as const;
const CONTAINER_NAMES = CONTAINERS.map((c) => c.name);
const tokenBody = v.object({
  nome: requiredText('nome', 100),
  container: v.picklist(CONTAINER_NAMES, ADMIN_MESSAGES.deployTokenContainer),
});
const idParams = v.object({ id: idField('id') });

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toTokenDeploy = (row: TokenDeployRow, criadoPor: string): TokenDeploy => ({
  id: row.id,
  nome: row.nome,
  container: row.container,
  criadoEm: row.criadoEm.toISOString(),
  criadoPor,
  ultimoUsoEm: iso(row.ultimoUsoEm),
  revogadoEm: iso(row.revogadoEm),
});

/** What the audit log keeps of a token: never the token, nor its digest. */
const audited = (row: TokenDeployRow) => ({ nome: row.nome, container: row.container });

/**
 * Deploy tokens (staff only): each publishes one container through the deploy API. Created tokens are shown once and
 * stored as a SHA-256 digest; revoking keeps the row (the history names it) and refuses the token from then on.
 */
export function registerDeployTokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Admin/tokens-deploy', AVANCO, async (_request, reply) => {
    const rows = await ctx.db
      .select({ token: tokensDeploy, criadoPor: usuarios.email })
      .from(tokensDeploy)
      .innerJoin(usuarios, eq(usuarios.id, tokensDeploy.criadoPor))
      .orderBy(desc(tokensDeploy.id));
    reply.header('Cache-Control', 'no-store');
    return rows.map((r) => toTokenDeploy(r.token, r.criadoPor));
  });

  // The containers a token can be made for (the screen's choices; the creation checks the same list).
  app.get('/Admin/tokens-deploy/containers', AVANCO, async () => CONTAINER_NAMES);

  app.post('/Admin/tokens-deploy', AVANCO, async (request, reply) => {
    const admin = adminOf(request);
    const body = parseInput(tokenBody, request.body);
    const token = newDeployToken();
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(tokensDeploy)
        .values({
          ...body,
          tokenHash: deployTokenDigest(token),
          criadoPor: admin.userId,
          criadoEm: new Date(ctx.clock()),
        })
        .returning();
      await recordAudit(tx, {
        usuarioId: admin.userId,
        brandId: null,
        acao: 'token-deploy.criar',
        alvo: `TokensDeploy/${created!.id}`,
        para: audited(created!),
      });
      return created!;
    });
    const [creator] = await ctx.db
      .select({ email: usuarios.email })
      .from(usuarios)
      .where(eq(usuarios.id, admin.userId));
    reply.header('Cache-Control', 'no-store');
    return reply
      .code(201)
      .send({ ...toTokenDeploy(row, creator?.email ?? ''), token } satisfies TokenDeployCriado);
  });

  app.delete('/Admin/tokens-deploy/:id', AVANCO, async (request, reply) => {
    const admin = adminOf(request);
    const { id } = parseInput(idParams, request.params, 'params');
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(tokensDeploy).where(eq(tokensDeploy.id, id)).for('update');
      if (!row) throw new HttpError(404, ADMIN_MESSAGES.deployTokenNotFound);
      if (row.revogadoEm) throw new HttpError(409, ADMIN_MESSAGES.deployTokenRevoked);
      await tx
        .update(tokensDeploy)
        .set({ revogadoEm: new Date(ctx.clock()) })
        .where(eq(tokensDeploy.id, id));
      await recordAudit(tx, {
        usuarioId: admin.userId,
        brandId: null,
        acao: 'token-deploy.revogar',
        alvo: `TokensDeploy/${id}`,
        de: audited(row),
      });
    });
    return reply.code(204).send();
  });
}
