import { formatBRL } from '@erp/domain';
import type { PlanAction } from './planAction';

// spec 000 §2 leaves the plans page's content open ("content not shown"); the texts are ours.

export const PLANOS_TEXTS = {
  title: 'Planos',
  intro: 'Escolha o plano da sua empresa.',
  loading: 'Carregando os planos…',
  loadError: 'Não foi possível carregar os planos.',
  currentPlan: 'Plano atual',
  perMonth: (valor: number): string => `${formatBRL(valor)}/mês`,
  action: { contratar: 'Contratar', efetivar: 'Efetivar', migrar: 'Migrar' } satisfies Record<
    PlanAction,
    string
  >,
  confirmTitle: {
    contratar: 'Contratar plano',
    efetivar: 'Efetivar plano',
    migrar: 'Migrar de plano',
  } satisfies Record<PlanAction, string>,
  confirmMessage: (action: PlanAction, nome: string, valor: number): string => {
    const price = `${formatBRL(valor)} por mês`;
    if (action === 'migrar') return `Deseja migrar para o plano ${nome} (${price})?`;
    if (action === 'efetivar') return `Deseja efetivar a assinatura no plano ${nome} (${price})?`;
    return `Deseja contratar o plano ${nome} (${price})?`;
  },
} as const;
