import { Link } from 'react-router-dom';
import { Alert, Anchor, Text } from '@mantine/core';
import { routeTo, daysUntil, subscriptionState, type FilialSelecionada } from '@erp/domain';

interface Props {
  filial: FilialSelecionada | null | undefined;
}

/**
 * The subscription state of the selected branch (spec 001 §4), always visible while it needs attention. The plans
 * page is the way forward in every case; the full subscription flow arrives with the main-area work.
 */
export function SubscriptionBanner({ filial }: Props) {
  const state = subscriptionState(filial);
  if (state === 'ativa') return null;
  const plans = (
    <Anchor component={Link} to={routeTo.planos()} fw={600}>
      Conheça os planos
    </Anchor>
  );
  if (state === 'trial') {
    const days = filial?.dataVencimento ? daysUntil(filial.dataVencimento) : null;
    return (
      <Alert color="blue" variant="light" data-subscription="trial" mb="md">
        <Text size="sm">
          Você está no período de avaliação gratuita
          {days !== null && days >= 0 ? ` (${days === 1 ? 'resta 1 dia' : `restam ${days} dias`})` : ''}.{' '}
          {plans}
        </Text>
      </Alert>
    );
  }
  const message =
    state === 'trialExpirado'
      ? 'Seu período de avaliação terminou e o acesso está bloqueado. Contrate um plano para continuar usando o sistema.'
      : 'O acesso está bloqueado por pendência financeira. Regularize o pagamento para continuar usando o sistema.';
  return (
    <Alert color="red" variant="filled" data-subscription={state} mb="md" title="Acesso bloqueado">
      <Text size="sm">
        {message} {plans}
      </Text>
    </Alert>
  );
}
