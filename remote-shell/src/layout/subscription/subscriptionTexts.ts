import type { SubscriptionState } from '@erp/domain';

// The spec names the states (spec 001 §4) but shows no texts; these are ours, shared by the banner and the blocked page.

type BlockedState = Extract<SubscriptionState, 'trialExpirado' | 'inadimplente'>;

export const SUBSCRIPTION_TEXTS = {
  blockedTitle: 'Acesso bloqueado',
  blocked: {
    trialExpirado:
      'Seu período de avaliação terminou e o acesso está bloqueado. Contrate um plano para continuar usando o sistema.',
    inadimplente:
      'O acesso está bloqueado por pendência financeira. Regularize o pagamento para continuar usando o sistema.',
  } satisfies Record<BlockedState, string>,
  plansLink: 'Conheça os planos',
  trial: 'Você está no período de avaliação gratuita',
  trialDays: (days: number): string => (days === 1 ? 'resta 1 dia' : `restam ${days} dias`),
} as const;

/** Expired trial and defaulting customers are held at the blocked page; the others work normally. */
export function isBlocked(state: SubscriptionState): state is BlockedState {
  return state === 'trialExpirado' || state === 'inadimplente';
}
