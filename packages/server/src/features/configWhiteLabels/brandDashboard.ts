import { addDays, lastSaoPauloDays, saoPauloDate, type AdminDashboard } from '@erp/domain';
import { and, count, countDistinct, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { empresas, filiais, usuarios } from '../../db/schema';

const DAYS = 30;

/** The brand's figures of the admin dashboard, on São Paulo's calendar as of `now`. */
export async function loadBrandDashboard(
  db: Database,
  brandId: number,
  now: number,
): Promise<AdminDashboard> {
  const today = saoPauloDate(now);
  const days = lastSaoPauloDays(now, DAYS);
  const [companies] = await db.select({ total: count() }).from(empresas).where(eq(empresas.brandId, brandId));
  const [users] = await db
    .select({ total: count() })
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresaId))
    .where(and(eq(empresas.brandId, brandId), eq(usuarios.ativo, true)));
  const [branches] = await db
    .select({
      trials: countDistinct(
        sql`case when ${filiais.trial} and not ${filiais.bloqueada} then ${filiais.id} end`,
      ),
      vencendo: countDistinct(
        sql`case when ${filiais.trial} and not ${filiais.bloqueada} and ${filiais.dataVencimento} between ${today}::date and ${addDays(today, 7)}::date then ${filiais.id} end`,
      ),
      bloqueadas: countDistinct(sql`case when ${filiais.bloqueada} then ${filiais.id} end`),
    })
    .from(filiais)
    .innerJoin(empresas, eq(empresas.id, filiais.empresaId))
    .where(eq(empresas.brandId, brandId));
  const day = sql<string>`to_char(${empresas.createdAt} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ data: day, total: count() })
    .from(empresas)
    .where(
      and(
        eq(empresas.brandId, brandId),
        // A day's margin either side of the window; the exact São Paulo days are matched below.
        gte(empresas.createdAt, new Date(Date.parse(`${days[0]}T00:00:00Z`) - 86_400_000)),
        lte(empresas.createdAt, new Date(now + 86_400_000)),
      ),
    )
    .groupBy(day);
  const totals = new Map(perDay.map((row) => [row.data, Number(row.total)]));
  return {
    empresas: Number(companies?.total ?? 0),
    usuariosAtivos: Number(users?.total ?? 0),
    trials: Number(branches?.trials ?? 0),
    trialsVencendo7Dias: Number(branches?.vencendo ?? 0),
    bloqueadas: Number(branches?.bloqueadas ?? 0),
    cadastrosPorDia: days.map((data) => ({ data, total: totals.get(data) ?? 0 })),
  };
}
