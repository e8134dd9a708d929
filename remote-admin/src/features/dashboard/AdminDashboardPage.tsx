import { Stack, Text, Title } from '@mantine/core';
import { useSession } from '@erp/session';

/** Landing page of the administration area; its figures arrive with the administration work. */
export function AdminDashboardPage() {
  const brand = useSession((s) => s.config?.title);
  return (
    <Stack>
      <Title order={2}>Painel administrativo</Title>
      <Text c="dimmed">{brand ? `Configurações da marca ${brand}.` : 'Configurações da marca.'}</Text>
    </Stack>
  );
}
