import { Link } from 'react-router-dom';
import { Anchor, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, routeTo } from '@erp/domain';
import { useSession } from '@erp/session';
import { SIGNUP_BRAND } from './signupBrand';

/** The sign-up screen's frame; its form, validation and server call arrive with the sign-up work. */
interface CadastroPageProps {
  /** The `cadastrar-erp` variant: no billing-system record is created. */
  skipBillingRecord: boolean;
}

export function CadastroPage({ skipBillingRecord }: CadastroPageProps) {
  const highlight =
    useSession((s) => s.config?.misc.textoDestaqueCadastro) || MESSAGES.signup.highlightDefault;
  const isAcme = SIGNUP_BRAND === 'acme';
  return (
    <Paper
      p="xl"
      maw={560}
      mx="auto"
      mt="xl"
      withBorder
      data-signup-build={SIGNUP_BRAND}
      data-billing-record={skipBillingRecord ? 'skip' : 'create'}
    >
      <Stack gap="md">
        {isAcme ? <Badge color="grape">{MESSAGES.signup.twoSteps}</Badge> : null}
        <Title order={2}>
          {MESSAGES.signup.invitation}{' '}
          <Text span inherit c={isAcme ? 'grape' : 'blue'} fw={800}>
            {highlight}
          </Text>
        </Title>
        <Text c="dimmed">{MESSAGES.signup.comingSoon}</Text>
        <Anchor component={Link} to={routeTo.login()}>
          {MESSAGES.signup.haveLogin}
        </Anchor>
      </Stack>
    </Paper>
  );
}
