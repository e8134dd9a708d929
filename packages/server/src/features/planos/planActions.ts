import { MESSAGES, type CobrancaAcao } from '@erp/domain';
import type { filiais, PlanoRow } from '../../db/schema';
import { HttpError } from '../../http/httpError';

/** `Usuarios/contratarPlano`, `Usuarios/efetivarPlano`, `Usuarios/migrarPlano`. */
export type PlanAction = CobrancaAcao;

type FilialRow = typeof filiais.$inferSelect;

/** A new contract id of the billing system (the real system would answer it; here it is made up, unique per call). */
function newContractId(filialId: number, now: number): string {
  return `CT-${filialId}-${now.toString(36).toUpperCase()}`;
}

/**
 * Checks that the action fits the branch and answers what changes at once, before any payment: only the contract.
 *   contratar  signs a contract (the branch must have none);
 *   efetivar   makes the contract effective (a contract is created when the branch has none);
 *   migrar     moves a contracted branch to another plan.
 * Each issues a charge for the plan; the plan, the end of the trial, the lifted block and the paid period come only
 * with the payment (billing/settlement.ts).
 */
export function contractChanges(
  action: PlanAction,
  filial: FilialRow,
  plano: PlanoRow,
  now: number,
): Partial<FilialRow> {
  switch (action) {
    case 'contratar':
      if (filial.contratoId) throw new HttpError(409, MESSAGES.plans.alreadyContracted);
      return { contratoId: newContractId(filial.id, now) };
    case 'efetivar':
      return filial.contratoId ? {} : { contratoId: newContractId(filial.id, now) };
    case 'migrar':
      if (!filial.contratoId) throw new HttpError(409, MESSAGES.plans.noContract);
      if (filial.planoId === plano.id) throw new HttpError(409, MESSAGES.plans.samePlan);
      return {};
  }
}
