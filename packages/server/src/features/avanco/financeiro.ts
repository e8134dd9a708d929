import { ADMIN_MESSAGES, saoPauloInstant, type FinanceiroWhiteLabel, MESSAGES } from '@erp/domain';
import { and, countDistinct, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { adminOf } from '../../admin/adminGuard';
import { recordAudit } from '../../admin/audit';
import { brandForAdmin } from '../../admin/brandAccess';
import { brands, empresas, filiais } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { idField, parseInput } from '../../http/validation';

const month = v.pipe(
  v.string(ADMIN_MESSAGES.month),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, ADMIN_MESSAGES.month),
);

/** The first day of the month after `yyyy-MM`, as `yyyy-MM-dd`. */
function nextMonth(mes: string): string {
  const [year, m] = mes.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * What a brand owes the product owner for a month (staff only): paying branches (neither trial nor blocked) that
 * existed by the month's end (São Paulo), times the brand's fee per branch.
 */
export function registerBrandFinanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Admin/financeiro-whitelabel', { config: { admin: 'avanco' } }, async (request) => {
    const { idConfig, mes } = parseInput(
      v.object({ idConfig: idField('idConfig'), mes: month }),
      request.query,
      'query',
    );
    const brand = await brandForAdmin(ctx.db, adminOf(request), idConfig);
    // Midnight in São Paulo of the next month's first day.
    const end = saoPauloInstant(nextMonth(mes));
    const [row] = await ctx.db
      .select({ empresas: countDistinct(empresas.id), filiais: countDistinct(filiais.id) })
      .from(filiais)
      .innerJoin(empresas, eq(empresas.id, filiais.empresaId))
      .where(
        and(
          eq(empresas.brandId, brand.id),
          eq(filiais.trial, false),
          eq(filiais.bloqueada, false),
          lt(filiais.createdAt, end),
        ),
      );
    const filiaisAtivas = Number(row?.filiais ?? 0);
    const valorPorFilial = Number(brand.valorPorFilial);
    return {
      empresasAtivas: Number(row?.empresas ?? 0),
      filiaisAtivas,
      valorPorFilial,
      total: Math.round(filiaisAtivas * valorPorFilial * 100) / 100,
    } satisfies FinanceiroWhiteLabel;
  });

  app.put('/Admin/financeiro-whitelabel', { config: { admin: 'avanco' } }, async (request) => {
    const admin = adminOf(request);
    const body = parseInput(
      v.object({
        idConfig: idField('idConfig'),
        valorPorFilial: v.pipe(
          v.number(MESSAGES.apiFields.number('valorPorFilial')),
          v.minValue(0, MESSAGES.apiFields.notNegative('valorPorFilial')),
          v.maxValue(1_000_000, MESSAGES.apiFields.tooLarge('valorPorFilial')),
        ),
      }),
      request.body,
    );
    const brand = await brandForAdmin(ctx.db, admin, body.idConfig);
    const valorPorFilial = Math.round(body.valorPorFilial * 100) / 100;
    await ctx.db.transaction(async (tx) => {
      await tx.update(brands).set({ valorPorFilial }).where(eq(brands.id, brand.id));
      await recordAudit(tx, {
        usuarioId: admin.userId,
        brandId: brand.id,
        acao: 'financeiro-whitelabel.alterar',
        alvo: `ConfigWhiteLabels/${brand.idConfig}`,
        de: { valorPorFilial: Number(brand.valorPorFilial) },
        para: { valorPorFilial },
      });
    });
    return { idConfig: brand.idConfig, valorPorFilial };
  });
}
