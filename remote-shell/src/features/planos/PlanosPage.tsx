import { Stack, Text, Title } from '@mantine/core';

/** Subscription signing (spec 000 §2 `planos`): its content is not described yet and arrives with the plans work. */
export function PlanosPage() {
  return (
    <Stack>
      <Title order={2}>Planos</Title>
      <Text c="dimmed">A contratação de planos estará disponível em breve.</Text>
    </Stack>
  );
}
