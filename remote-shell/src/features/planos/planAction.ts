import type { FilialSelecionada } from '@erp/domain';

/** What choosing a plan does for the selected branch. */
export type PlanAction = 'contratar' | 'efetivar' | 'migrar';

/**
 * A branch without a contract in the billing system signs one (contratar); a contract still on trial or blocked for
 * payment is made effective (efetivar), whose paid charge ends the trial and lifts the block; a paying branch moves to another
 * plan (migrar). The contract exists once sign-up created the billing record, which the cadastrar-erp variant skips
 * (spec 000 §2), hence the contract decides first.
 */
export function planAction(
  filial: Pick<FilialSelecionada, 'trial' | 'bloqueada' | 'contratoId'>,
): PlanAction {
  if (!filial.contratoId) return 'contratar';
  return filial.trial || filial.bloqueada ? 'efetivar' : 'migrar';
}

/** The call of each action, all with `{ filialId, planoId }` (spec 001 §7 "Plans"). */
export const PLAN_ACTION_PATHS: Readonly<Record<PlanAction, string>> = {
  contratar: 'Usuarios/contratarPlano',
  efetivar: 'Usuarios/efetivarPlano',
  migrar: 'Usuarios/migrarPlano',
};
