import { ADMIN_MESSAGES, type Banco } from '@erp/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { recordAudit } from '../../admin/audit';
import { bancos } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput, requiredText } from '../../http/validation';
import { isUniqueViolation } from '../../db/uniqueViolation';

const AVANCO = { config: { admin: 'avanco' } } as const;
const bancoBody = v.object({
  codigo: v.pipe(v.string(ADMIN_MESSAGES.bankCode), v.regex(/^\d{3}$/, ADMIN_MESSAGES.bankCode)),
  nome: requiredText('nome', 100),
});
const idParams = v.object({ id: idField('id') });

const toBanco = (row: typeof bancos.$inferSelect): Banco => ({
  id: row.id,
  codigo: row.codigo,
  nome: row.nome,
});

function duplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, ADMIN_MESSAGES.bankExists);
  throw error;
}

/** The product-wide bank list (staff only, spec 001 §6 `bancos`). */
export function registerBancoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Admin/bancos', AVANCO, async () =>
    (await ctx.db.select().from(bancos).orderBy(asc(bancos.codigo))).map(toBanco),
  );

  app.post('/Admin/bancos', AVANCO, async (request, reply) => {
    const admin = adminOf(request);
    const body = parseInput(bancoBody, request.body);
    const row = await ctx.db
      .transaction(async (tx) => {
        const [created] = await tx.insert(bancos).values(body).returning();
        await recordAudit(tx, {
          usuarioId: admin.userId,
          brandId: null,
          acao: 'banco.criar',
          alvo: `Bancos/${created!.id}`,
          para: body,
        });
        return created!;
      })
      .catch(duplicate);
    return reply.code(201).send(toBanco(row));
  });

  app.put('/Admin/bancos/:id', AVANCO, async (request) => {
    const admin = adminOf(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const body = parseInput(bancoBody, request.body);
    const row = await ctx.db
      .transaction(async (tx) => {
        const [before] = await tx.select().from(bancos).where(eq(bancos.id, id));
        if (!before) throw new HttpError(404, ADMIN_MESSAGES.bankNotFound);
        const [updated] = await tx.update(bancos).set(body).where(eq(bancos.id, id)).returning();
        await recordAudit(tx, {
          usuarioId: admin.userId,
          brandId: null,
          acao: 'banco.alterar',
          alvo: `Bancos/${id}`,
          de: toBanco(before),
          para: body,
        });
        return updated!;
      })
      .catch(duplicate);
    return toBanco(row);
  });

  app.delete('/Admin/bancos/:id', AVANCO, async (request, reply) => {
    const admin = adminOf(request);
    const { id } = parseInput(idParams, request.params, 'params');
    await ctx.db.transaction(async (tx) => {
      const [removed] = await tx.delete(bancos).where(eq(bancos.id, id)).returning();
      if (!removed) throw new HttpError(404, ADMIN_MESSAGES.bankNotFound);
      await recordAudit(tx, {
        usuarioId: admin.userId,
        brandId: null,
        acao: 'banco.excluir',
        alvo: `Bancos/${id}`,
        de: toBanco(removed),
      });
    });
    return reply.code(204).send();
  });
}
