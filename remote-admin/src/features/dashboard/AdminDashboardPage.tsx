import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import { DailyChart } from '@erp/charts';
import { AdminPage } from '../../layout/AdminPage';
import { BrandSelect } from '../../common/BrandSelect';
import { useAdminBrand } from '../../common/useAdminBrand';
import { FigureCard } from './FigureCard';
import { useAdminDashboard } from './useAdminDashboard';

const T = MESSAGES.admin.dashboard;

/** The brand at a glance: companies, active users, trials, blocked companies and 30 days of sign-ups. */
export function AdminDashboardPage() {
  const brand = useAdminBrand();
  const dashboard = useAdminDashboard(brand.idConfig);
  return (
    <AdminPage title={T.title} actions={<BrandSelect brand={brand} />}>
      {dashboard.status === 'loading' ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{MESSAGES.admin.common.loading}</Text>
        </Group>
      ) : null}
      {dashboard.status === 'error' ? (
        <Alert color="red" title={T.loadError}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{dashboard.message}</Text>
            <Button size="xs" variant="light" onClick={dashboard.reload}>
              {MESSAGES.admin.common.retry}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {dashboard.status === 'ready' ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
            <FigureCard label={T.empresas} value={dashboard.figures.empresas} />
            <FigureCard label={T.usuariosAtivos} value={dashboard.figures.usuariosAtivos} />
            <FigureCard label={T.trials} value={dashboard.figures.trials} />
            <FigureCard label={T.trialsVencendo7Dias} value={dashboard.figures.trialsVencendo7Dias} alert />
            <FigureCard label={T.bloqueadas} value={dashboard.figures.bloqueadas} alert />
          </SimpleGrid>
          <Card withBorder>
            <DailyChart
              title={T.cadastros}
              days={dashboard.figures.cadastrosPorDia}
              formatValue={T.cadastrosTotal}
              valueLabel={T.cadastrosColuna}
            />
          </Card>
        </>
      ) : null}
    </AdminPage>
  );
}
