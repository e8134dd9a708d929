/**
 * Where a charge stands. `vencida` is not stored: it is an open charge whose due date has passed (São Paulo calendar),
 * still payable; the provider's webhook may still confirm it.
 */
export type CobrancaStatus = 'aberta' | 'paga' | 'cancelada' | 'vencida';

/** What created a charge: one of the plan actions (`Usuarios/contratarPlano`, `efetivarPlano`, `migrarPlano`). */
export type CobrancaAcao = 'contratar' | 'efetivar' | 'migrar';

/** A subscription charge of a branch, as the plans screen and the administration area show it. */
export interface Cobranca {
  /** The charge's id at the billing provider (also the webhook's `cobrancaId`). */
  id: string;
  filialId: number;
  planoId: number;
  planoNome: string;
  acao: CobrancaAcao;
  /** Amount in reais (the plan's monthly price when it was issued). */
  valor: number;
  /** Due date, `yyyy-MM-dd`. */
  vencimento: string;
  status: CobrancaStatus;
  /** The boleto's 47-digit digitable line (linha digitável), digits only. */
  linhaDigitavel: string | null;
  /** Where the payer can pay it (boleto PDF, PIX or card page of the provider). */
  linkPagamento: string | null;
  /** ISO instant the payment was confirmed, or null. */
  pagaEm: string | null;
  /** ISO instant it was issued. */
  criadaEm: string;
}

/** A charge in the administration area's list, with whose it is. */
export interface CobrancaAdmin extends Cobranca {
  empresaNome: string;
  filialNome: string;
  /** How it was paid: `webhook` (the provider confirmed) or `manual` (product-owner staff, with a reason). */
  baixa: 'webhook' | 'manual' | null;
}
