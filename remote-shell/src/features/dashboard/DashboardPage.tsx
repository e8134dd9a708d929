import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatBRL, formatDayTitle, subscriptionState } from '@erp/domain';
import { useSession } from '@erp/session';
import { DailyChart } from '@erp/charts';
import { BlockedState } from '../../layout/subscription/BlockedState';
import { isBlocked } from '../../layout/subscription/subscriptionTexts';
import { DASHBOARD_TEXTS as T } from './dashboardTexts';
import { SummaryCard } from './SummaryCard';
import { useDashboardResumo } from './useDashboardResumo';

const PAYMENT_REQUIRED = 402;

/** The selected branch's day at a glance: sales, money due, overdue, low stock and the last 30 days of sales. */
export function DashboardPage() {
  const filialId = useSession((s) => s.user?.filialSelecionada ?? null);
  const branchState = useSession((s) => subscriptionState(s.user?.filialSelecionadaObj));
  const dashboard = useDashboardResumo(filialId);
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {T.title}
        </Title>
        <Text c="dimmed">{formatDayTitle(new Date())}</Text>
      </div>
      {dashboard.status === 'loading' ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{T.loading}</Text>
        </Group>
      ) : null}
      {dashboard.status === 'error' && dashboard.httpStatus === PAYMENT_REQUIRED ? (
        // The user info said active but the server says blocked (paid-up state changed meanwhile).
        <BlockedState
          state={isBlocked(branchState) ? branchState : 'inadimplente'}
          detail={dashboard.message}
        />
      ) : null}
      {dashboard.status === 'error' && dashboard.httpStatus !== PAYMENT_REQUIRED ? (
        <Alert color="red" title={T.loadError}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{dashboard.message}</Text>
            <Button size="xs" variant="light" onClick={dashboard.reload}>
              {T.retry}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {dashboard.status === 'ready' ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <SummaryCard
              label={T.vendasHoje}
              value={formatBRL(dashboard.resumo.vendasHoje)}
              hint={T.quantidadeVendasHoje(dashboard.resumo.quantidadeVendasHoje)}
            />
            <SummaryCard label={T.vendasMes} value={formatBRL(dashboard.resumo.vendasMes)} />
            <SummaryCard label={T.receber7Dias} value={formatBRL(dashboard.resumo.receberProximos7Dias)} />
            <SummaryCard label={T.pagar7Dias} value={formatBRL(dashboard.resumo.pagarProximos7Dias)} />
            <SummaryCard
              label={T.receberVencido}
              value={formatBRL(dashboard.resumo.receberVencido)}
              alert={dashboard.resumo.receberVencido > 0}
            />
            <SummaryCard
              label={T.pagarVencido}
              value={formatBRL(dashboard.resumo.pagarVencido)}
              alert={dashboard.resumo.pagarVencido > 0}
            />
            <SummaryCard
              label={T.estoqueBaixo}
              value={String(dashboard.resumo.produtosEstoqueBaixo)}
              hint={T.estoqueBaixoHint}
              alert={dashboard.resumo.produtosEstoqueBaixo > 0}
            />
          </SimpleGrid>
          <Card withBorder>
            <DailyChart
              title={T.grafico}
              days={dashboard.resumo.vendasUltimos30Dias}
              formatValue={formatBRL}
              valueLabel={T.graficoValor}
            />
          </Card>
        </>
      ) : null}
    </Stack>
  );
}
