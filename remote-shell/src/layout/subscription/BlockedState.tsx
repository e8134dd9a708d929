import { Link } from 'react-router-dom';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { routeTo, type SubscriptionState } from '@erp/domain';
import { SUBSCRIPTION_TEXTS } from './subscriptionTexts';

interface BlockedStateProps {
  state: Extract<SubscriptionState, 'trialExpirado' | 'inadimplente'>;
  /** The server's 402 message, when the block was learnt from an answer rather than from the user info. */
  detail?: string;
}

/**
 * What a blocked account sees instead of a business page (spec 001 §4): why, and the way to the plans page. The
 * header keeps working (alerts, branch switch, my account, logout), so a user can also move to a branch that is paid.
 */
export function BlockedState({ state, detail }: BlockedStateProps) {
  return (
    <Center py="xl">
      <Paper withBorder p="xl" maw={520} data-blocked={state}>
        <Stack align="center" gap="md">
          <IconLock size={48} stroke={1.5} aria-hidden />
          <Title order={1} size="h2">
            {SUBSCRIPTION_TEXTS.blockedTitle}
          </Title>
          <Text ta="center">{SUBSCRIPTION_TEXTS.blocked[state]}</Text>
          {detail ? (
            <Text ta="center" size="sm" c="dimmed">
              {detail}
            </Text>
          ) : null}
          <Button component={Link} to={routeTo.planos()}>
            {SUBSCRIPTION_TEXTS.plansLink}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
