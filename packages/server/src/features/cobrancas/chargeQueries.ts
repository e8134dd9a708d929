import type { Cobranca } from '@erp/domain';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cobrancas, planos, type CobrancaRow } from '../../db/schema';
import { toCobranca } from './chargeView';

/** Charges matching `where`, newest first, as the API answers them (with their plan's name). */
export async function listCharges(
  db: Database,
  where: SQL | undefined,
  now: number,
  limit: number,
): Promise<Cobranca[]> {
  const rows = await db
    .select({ charge: cobrancas, planoNome: planos.nome })
    .from(cobrancas)
    .innerJoin(planos, eq(planos.id, cobrancas.planoId))
    .where(where)
    .orderBy(desc(cobrancas.createdAt), desc(cobrancas.id))
    .limit(limit);
  return rows.map((row) => toCobranca(row.charge, row.planoNome, now));
}

/** One charge row as the API answers it. */
export async function chargeView(db: Database, row: CobrancaRow, now: number): Promise<Cobranca> {
  const [plano] = await db.select({ nome: planos.nome }).from(planos).where(eq(planos.id, row.planoId));
  return toCobranca(row, plano?.nome ?? '', now);
}
