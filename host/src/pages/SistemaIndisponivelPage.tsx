import { hashOf, MESSAGES, routeTo } from '@erp/domain';
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
          <Title order={2}>{MESSAGES.unavailable.title}</Title>
          <Text>{MESSAGES.unavailable.text}</Text>
          <Button onClick={retry}>{MESSAGES.unavailable.retry}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
