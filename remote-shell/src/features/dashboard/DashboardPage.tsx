import { Link } from 'react-router-dom';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDayTitle } from '@erp/domain';
import { useSession } from '@erp/session';

/** Landing page of the main area; the full dashboard of the branch comes with the main-area work. */
export function DashboardPage() {
  const user = useSession((s) => s.user);
  return (
    <Stack gap="md">
      <Title order={2}>Dashboard</Title>
      <Text c="dimmed">{formatDayTitle(new Date())}</Text>
      <Card withBorder data-testid="dashboard-welcome">
        <Text>
          Olá{user ? `, ${user.nome}` : ''}!{' '}
          {user ? `Você está em ${user.filialSelecionadaObj.apelido || user.filialSelecionadaObj.nome}.` : ''}
        </Text>
      </Card>
      <Group>
        <Anchor component={Link} to="/pages/relatorios/exportacoes">
          Relatórios exportados
        </Anchor>
      </Group>
    </Stack>
  );
}
