import { Link } from 'react-router-dom';
import { Alert, Anchor, Text } from '@mantine/core';
import { daysUntil, routeTo, subscriptionState, type FilialSelecionada } from '@erp/domain';
import { isBlocked, SUBSCRIPTION_TEXTS as T } from './subscriptionTexts';

interface Props {
  filial: FilialSelecionada | null | undefined;
}

/**
 * The subscription state of the selected branch (spec 001 §4), always visible while it needs attention. The plans
 * page is the way forward in every case; a blocked branch also sees the blocked state in place of business pages.
 */
export function SubscriptionBanner({ filial }: Props) {
  const state = subscriptionState(filial);
  if (state === 'ativa') return null;
  // On the filled red banner the theme's link blue is unreadable (contrast ~1:1): there it takes the banner's white
  // text, underlined.
  const plans = (onFilled: boolean) => (
    <Anchor
      component={Link}
      to={routeTo.planos()}
      fw={600}
      {...(onFilled ? { c: 'inherit', underline: 'always' as const } : {})}
    >
      {T.plansLink}
    </Anchor>
  );
  if (!isBlocked(state)) {
    const days = filial?.dataVencimento ? daysUntil(filial.dataVencimento) : null;
    return (
      <Alert color="blue" variant="light" data-subscription="trial" mb="md">
        <Text size="sm">
          {T.trial}
          {days !== null && days >= 0 ? ` (${T.trialDays(days)})` : ''}. {plans(false)}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="filled" data-subscription={state} mb="md" title={T.blockedTitle}>
      <Text size="sm">
        {T.blocked[state]} {plans(true)}
      </Text>
    </Alert>
  );
}
