import { hashOf, routeTo } from '@erp/domain';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';

/** Shown when the API or the brand's configuration cannot be reached; it depends on no remote. */
export function SistemaIndisponivelPage() {
  const retry = () => {
    window.location.hash = hashOf(routeTo.dashboard());
    window.location.reload();
  };
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={480} radius="md">
        <Stack gap="md">
          <Title order={2}>Sistema indisponível</Title>
          <Text>
            Não foi possível conectar ao sistema no momento. Verifique sua conexão ou tente novamente em
            alguns instantes.
          </Text>
          <Button onClick={retry}>Tentar novamente</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
