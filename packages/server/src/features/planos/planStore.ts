import type { Plano } from '@erp/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { planos, type PlanoRow } from '../../db/schema';
import { firstRow } from '../../db/firstRow';

export function toPlano(row: PlanoRow): Plano {
  return {
    id: row.id,
    nome: row.nome,
    descricao: row.descricao,
    valorMensal: Number(row.valorMensal),
    modulos: row.modulos,
    idExterno: row.idExterno,
    configWhiteLabel: row.configWhiteLabel,
    ativo: row.ativo,
  } satisfies Plano;
}

/** What a customer may see and sign: the active plans of their own brand. */
export function brandPlans(idConfig: number): SQL {
  return and(eq(planos.configWhiteLabel, idConfig), eq(planos.ativo, true)) as SQL;
}

/** An active plan of the brand by id, or null (a plan of another brand is as unknown as a missing one). */
export async function findBrandPlan(db: Database, idConfig: number, id: number): Promise<PlanoRow | null> {
  return firstRow(
    db
      .select()
      .from(planos)
      .where(and(brandPlans(idConfig), eq(planos.id, id))),
  );
}
