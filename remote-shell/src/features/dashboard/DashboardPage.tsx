import { Card, SimpleGrid, Stack } from '@mantine/core';
import { isApiError } from '@erp/api-client';
import { formatBRL, formatDayTitle, subscriptionState } from '@erp/domain';
import { useSession } from '@erp/session';
import { DailyChart } from '@erp/charts';
import { LoadFailed, Loading } from '@erp/ui';
import { BlockedState } from '../../layout/subscription/BlockedState';
import { isBlocked } from '../../layout/subscription/subscriptionTexts';
import { DASHBOARD_TEXTS as T } from './dashboardTexts';
import { SummaryCard } from './SummaryCard';
import { useDashboardResumo } from './useDashboardResumo';
import { PageHeading } from '../../layout/PageHeading';

const PAYMENT_REQUIRED = 402;

/** The selected branch's day at a glance: sales, money due, overdue, low stock and the last 30 days of sales. */
export function DashboardPage() {
  const filialId = useSession((s) => s.user?.filialSelecionada ?? null);
  const branchState = useSession((s) => subscriptionState(s.user?.filialSelecionadaObj));
  const dashboard = useDashboardResumo(filialId);
  const resumo = dashboard.data;
  const blocked =
    isApiError(dashboard.error) && dashboard.error.status === PAYMENT_REQUIRED ? dashboard.error : null;
  return (
    <Stack gap="md">
      <PageHeading title={T.title} subtitle={formatDayTitle(new Date())} />
      {dashboard.loading ? <Loading label={T.loading} /> : null}
      {blocked ? (
        // The user info said active but the server says blocked (paid-up state changed meanwhile).
        <BlockedState
          state={isBlocked(branchState) ? branchState : 'inadimplente'}
          detail={blocked.message}
        />
      ) : null}
      {dashboard.error && !blocked ? (
        <LoadFailed title={T.loadError} error={dashboard.error} onRetry={dashboard.reload} />
      ) : null}
      {/* The previous branch's figures never show under the new one while it loads. */}
      {resumo && !dashboard.loading && !dashboard.error ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <SummaryCard
              label={T.vendasHoje}
              value={formatBRL(resumo.vendasHoje)}
              hint={T.quantidadeVendasHoje(resumo.quantidadeVendasHoje)}
            />
            <SummaryCard label={T.vendasMes} value={formatBRL(resumo.vendasMes)} />
            <SummaryCard label={T.receber7Dias} value={formatBRL(resumo.receberProximos7Dias)} />
            <SummaryCard label={T.pagar7Dias} value={formatBRL(resumo.pagarProximos7Dias)} />
            <SummaryCard
              label={T.receberVencido}
              value={formatBRL(resumo.receberVencido)}
              alert={resumo.receberVencido > 0}
            />
            <SummaryCard
              label={T.pagarVencido}
              value={formatBRL(resumo.pagarVencido)}
              alert={resumo.pagarVencido > 0}
            />
            <SummaryCard
              label={T.estoqueBaixo}
              value={String(resumo.produtosEstoqueBaixo)}
              hint={T.estoqueBaixoHint}
              alert={resumo.produtosEstoqueBaixo > 0}
            />
          </SimpleGrid>
          <Card withBorder>
            <DailyChart
              title={T.grafico}
              days={resumo.vendasUltimos30Dias}
              formatValue={formatBRL}
              valueLabel={T.graficoValor}
            />
          </Card>
        </>
      ) : null}
    </Stack>
  );
}
