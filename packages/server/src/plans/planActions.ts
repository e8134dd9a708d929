import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { filiais, type PlanoRow } from '../db/schema';
import { HttpError } from '../http/httpError';

/** `Usuarios/contratarPlano`, `Usuarios/efetivarPlano`, `Usuarios/migrarPlano`. */
export type PlanAction = 'contratar' | 'efetivar' | 'migrar';

type FilialRow = typeof filiais.$inferSelect;

export const ALREADY_CONTRACTED = 'A filial já possui um contrato. Use a migração de plano.';
export const NO_CONTRACT = 'A filial ainda não possui um contrato. Contrate um plano primeiro.';
export const SAME_PLAN = 'A filial já está neste plano.';

/** Days a paid period lasts once a plan is made effective. */
export const PAID_PERIOD_DAYS = 30;

function isoDate(now: number, days: number): string {
  return new Date(now + days * 86_400_000).toISOString().slice(0, 10);
}

/** A new contract id of the billing system (the real system would answer it; here it is made up, unique per call). */
function newContractId(filialId: number, now: number): string {
  return `CT-${filialId}-${now.toString(36).toUpperCase()}`;
}

/**
 * The branch's new subscription fields for an action:
 *   contratar  signs a plan: contract created, plan set; trial and block stay until the plan is made effective;
 *   efetivar   makes it effective (payment confirmed): trial ended, block lifted, a paid period starts;
 *   migrar     changes the plan of a branch that already has a contract.
 */
export function planChanges(
  action: PlanAction,
  filial: FilialRow,
  plano: PlanoRow,
  now: number,
): Partial<FilialRow> {
  switch (action) {
    case 'contratar':
      if (filial.contratoId) throw new HttpError(409, ALREADY_CONTRACTED);
      return { planoId: plano.id, contratoId: newContractId(filial.id, now) };
    case 'efetivar':
      return {
        planoId: plano.id,
        contratoId: filial.contratoId ?? newContractId(filial.id, now),
        trial: false,
        bloqueada: false,
        dataVencimento: isoDate(now, PAID_PERIOD_DAYS),
      };
    case 'migrar':
      if (!filial.contratoId) throw new HttpError(409, NO_CONTRACT);
      if (filial.planoId === plano.id) throw new HttpError(409, SAME_PLAN);
      return { planoId: plano.id };
  }
}

export async function applyPlanAction(
  db: Database,
  action: PlanAction,
  filial: FilialRow,
  plano: PlanoRow,
  now: number,
): Promise<FilialRow> {
  const [row] = await db
    .update(filiais)
    .set(planChanges(action, filial, plano, now))
    .where(eq(filiais.id, filial.id))
    .returning();
  return row ?? filial;
}
