import { Link } from 'react-router-dom';
import { Anchor, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useSession } from '@erp/session';
import { SIGNUP_BRAND } from './signupBrand';

/** The sign-up screen's frame; its form, validation and server call arrive with the sign-up work. */
export function CadastroPage() {
  const highlight = useSession((s) => s.config?.misc.textoDestaqueCadastro) || 'GRATUITAMENTE';
  const isAcme = SIGNUP_BRAND === 'acme';
  return (
    <Paper p="xl" maw={560} mx="auto" mt="xl" withBorder data-signup-build={SIGNUP_BRAND}>
      <Stack gap="md">
        {isAcme ? <Badge color="grape">Cadastro em 2 passos</Badge> : null}
        <Title order={2}>
          Experimente{' '}
          <Text span inherit c={isAcme ? 'grape' : 'blue'} fw={800}>
            {highlight}
          </Text>
        </Title>
        <Text c="dimmed">O cadastro de avaliação estará disponível em breve.</Text>
        <Anchor component={Link} to="/auth/login">
          Já tenho login
        </Anchor>
      </Stack>
    </Paper>
  );
}
