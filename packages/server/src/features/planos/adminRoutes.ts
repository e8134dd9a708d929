import { ADMIN_MESSAGES, MESSAGES } from '@erp/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminOf, type AdminUser } from '../../admin/adminGuard';
import { recordAudit } from '../../admin/audit';
import { brandForAdmin } from '../../admin/brandAccess';
import { planBody, planUpdateBody } from './planInput';
import type { Database } from '../../db/database';
import { cobrancas, filiais, planos } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';
import { toPlano } from './planStore';
import { isUniqueViolation } from '../../db/uniqueViolation';

const idParams = v.object({ id: idField('id') });

/** A plan the admin may change, with its brand (a master's own brand only). */
async function managedPlan(db: Database, admin: AdminUser, id: number) {
  const [row] = await db.select().from(planos).where(eq(planos.id, id)).limit(1);
  if (!row) throw new HttpError(404, MESSAGES.plans.notFound);
  const brand = await brandForAdmin(db, admin, row.configWhiteLabel);
  return { row, brand };
}

/** Plan writes of the administration area (`plano-config`, spec 001 §7 POST/PUT/DELETE Planos), audited. */
export function registerPlanAdmin(app: FastifyInstance, ctx: AppContext): void {
  // Every plan of a brand, inactive ones included (customers' reads show only active plans of their own brand).
  app.get('/Admin/planos', { config: { admin: 'brand' } }, async (request) => {
    const { idConfig } = parseInput(v.object({ idConfig: idField('idConfig') }), request.query, 'query');
    const brand = await brandForAdmin(ctx.db, adminOf(request), idConfig);
    const rows = await ctx.db
      .select()
      .from(planos)
      .where(eq(planos.configWhiteLabel, brand.idConfig))
      .orderBy(asc(planos.valorMensal), asc(planos.id));
    return rows.map(toPlano);
  });

  app.post('/Planos', { config: { admin: 'brand' } }, async (request, reply) => {
    const admin = adminOf(request);
    const body = parseInput(planBody, request.body);
    const brand = await brandForAdmin(ctx.db, admin, body.configWhiteLabel);
    const saved = await ctx.db
      .transaction(async (tx) => {
        const [row] = await tx.insert(planos).values(body).returning();
        await recordAudit(tx, {
          usuarioId: admin.userId,
          brandId: brand.id,
          acao: 'plano.criar',
          alvo: `Planos/${row!.id}`,
          para: toPlano(row!),
        });
        return row!;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, ADMIN_MESSAGES.planExists);
        throw error;
      });
    return reply.code(201).send(toPlano(saved));
  });

  app.put('/Planos/:id', { config: { admin: 'brand' } }, async (request) => {
    const admin = adminOf(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const { row, brand } = await managedPlan(ctx.db, admin, id);
    const body = parseInput(planUpdateBody, request.body);
    // An update naming no field is the client's mistake (the fuzz suite found it answered 500).
    if (Object.keys(body).length === 0) throw new HttpError(400, MESSAGES.http.nothingToChange);
    const saved = await ctx.db
      .transaction(async (tx) => {
        const [updated] = await tx.update(planos).set(body).where(eq(planos.id, id)).returning();
        await recordAudit(tx, {
          usuarioId: admin.userId,
          brandId: brand.id,
          acao: 'plano.alterar',
          alvo: `Planos/${id}`,
          de: toPlano(row),
          para: toPlano(updated!),
        });
        return updated!;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, ADMIN_MESSAGES.planExists);
        throw error;
      });
    return toPlano(saved);
  });

  app.delete('/Planos/:id', { config: { admin: 'brand' } }, async (request, reply) => {
    const admin = adminOf(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const { row, brand } = await managedPlan(ctx.db, admin, id);
    await ctx.db.transaction(async (tx) => {
      const [used] = await tx.select({ total: count() }).from(filiais).where(eq(filiais.planoId, id));
      // A charge names the plan its payment gives: its history keeps the plan too.
      const [charged] = await tx.select({ total: count() }).from(cobrancas).where(eq(cobrancas.planoId, id));
      if (Number(used?.total ?? 0) + Number(charged?.total ?? 0) > 0)
        throw new HttpError(409, ADMIN_MESSAGES.planInUse);
      await tx.delete(planos).where(eq(planos.id, id));
      await recordAudit(tx, {
        usuarioId: admin.userId,
        brandId: brand.id,
        acao: 'plano.excluir',
        alvo: `Planos/${id}`,
        de: toPlano(row),
      });
    });
    return reply.code(204).send();
  });
}
