import { MESSAGES, type CobrancaAdmin } from '@erp/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { recordAudit } from '../../admin/audit';
import { brandForAdmin } from '../../admin/brandAccess';
import { announcePaidCharge } from './announce';
import { chargeParams } from './chargeInput';
import { chargeView } from './chargeQueries';
import { toCobranca } from './chargeView';
import { settleCharge } from './settlement';
import { brands, cobrancas, empresas, filiais, planos } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { idField, parseInput } from '../../http/validation';

const LIST_LIMIT = 200;

const listQuery = v.object({
  idConfig: idField('idConfig'),
  status: v.optional(v.picklist(['aberta', 'paga', 'cancelada'], MESSAGES.billing.invalidStatus)),
});

/** Why staff settles a charge by hand: required, kept in the audit log. */
const settleBody = v.object({
  motivo: v.pipe(
    v.string(MESSAGES.billing.reasonRequired),
    v.trim(),
    v.minLength(10, MESSAGES.billing.reasonRequired),
    v.maxLength(500, MESSAGES.billing.reasonTooLong),
    v.check((value) => !value.includes('\u0000'), MESSAGES.billing.reasonRequired),
  ),
});

/**
 * Subscription charges in the administration area: a brand's charges (staff, or that brand's master), and the manual
 * settlement that only product-owner staff may do (a payment received outside the provider, e.g. a transfer), with a
 * mandatory reason written to the audit log in the same transaction as the payment.
 */
export function registerAdminChargeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Admin/cobrancas', { config: { admin: 'brand' } }, async (request) => {
    const query = parseInput(listQuery, request.query, 'query');
    const brand = await brandForAdmin(ctx.db, adminOf(request), query.idConfig);
    const now = ctx.clock();
    const rows = await ctx.db
      .select({
        charge: cobrancas,
        planoNome: planos.nome,
        empresaNome: empresas.nome,
        filialNome: filiais.nome,
      })
      .from(cobrancas)
      .innerJoin(empresas, eq(empresas.id, cobrancas.empresaId))
      .innerJoin(filiais, eq(filiais.id, cobrancas.filialId))
      .innerJoin(planos, eq(planos.id, cobrancas.planoId))
      .where(
        and(
          eq(empresas.brandId, brand.id),
          query.status ? eq(cobrancas.estado, query.status) : undefined,
        ) as SQL,
      )
      .orderBy(desc(cobrancas.createdAt), desc(cobrancas.id))
      .limit(LIST_LIMIT);
    return rows.map((row): CobrancaAdmin => ({
      ...toCobranca(row.charge, row.planoNome, now),
      empresaNome: row.empresaNome,
      filialNome: row.filialNome,
      baixa: row.charge.baixa,
    }));
  });

  app.post('/Admin/cobrancas/:id/baixa', { config: { admin: 'avanco' } }, async (request) => {
    const admin = adminOf(request);
    const { id } = parseInput(chargeParams, request.params, 'params');
    const { motivo } = parseInput(settleBody, request.body);
    const provider = ctx.billing.provider.name;
    const now = ctx.clock();
    const result = await settleCharge(
      ctx.db,
      id,
      {
        via: 'manual',
        provider,
        paidAt: new Date(now),
        record: async (tx, settled) => {
          const [brand] = await tx
            .select({ id: brands.id })
            .from(empresas)
            .innerJoin(brands, eq(brands.id, empresas.brandId))
            .where(eq(empresas.id, settled.charge.empresaId));
          await recordAudit(tx, {
            usuarioId: admin.userId,
            brandId: brand?.id ?? null,
            acao: 'cobranca.baixa-manual',
            alvo: `Cobrancas/${id}`,
            de: {
              status: 'aberta',
              filial: pickSubscription(settled.before),
            },
            para: { status: 'paga', motivo, filial: pickSubscription(settled.after) },
          });
        },
      },
      now,
    );
    if (!result.applied) throw new HttpError(409, MESSAGES.billing.alreadyPaid);
    await announcePaidCharge(ctx, result.settled);
    return chargeView(ctx.db, result.settled.charge, now);
  });
}

/** The subscription fields of a branch, for the audit log's before and after. */
function pickSubscription(filial: typeof filiais.$inferSelect) {
  return {
    id: filial.id,
    planoId: filial.planoId,
    trial: filial.trial,
    bloqueada: filial.bloqueada,
    dataVencimento: filial.dataVencimento,
  };
}
