import { Card, SimpleGrid } from '@mantine/core';
import { MESSAGES } from '@erp/domain';
import { DailyChart } from '@erp/charts';
import { LoadFailed, Loading, useLoad } from '@erp/ui';
import { adminApi } from '../../api/adminApi';
import { AdminPage } from '../../layout/AdminPage';
import { BrandSelect } from '../../brand/BrandSelect';
import { useAdminBrand } from '../../brand/useAdminBrand';
import { FigureCard } from '../../layout/Figure';

const T = MESSAGES.admin.dashboard;

/** The brand at a glance: companies, active users, trials, blocked companies and 30 days of sign-ups. */
export function AdminDashboardPage() {
  const brand = useAdminBrand();
  const { idConfig } = brand;
  const dashboard = useLoad(`painel:${idConfig}`, () => adminApi.dashboard(idConfig));
  const figures = dashboard.data;
  return (
    <AdminPage title={T.title} actions={<BrandSelect brand={brand} />}>
      {dashboard.loading ? <Loading label={MESSAGES.admin.common.loading} /> : null}
      {dashboard.error ? (
        <LoadFailed title={T.loadError} error={dashboard.error} onRetry={dashboard.reload} />
      ) : null}
      {/* Another brand's figures never show under this one's name while it loads. */}
      {figures && !dashboard.loading && !dashboard.error ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
            <FigureCard label={T.empresas} value={figures.empresas} />
            <FigureCard label={T.usuariosAtivos} value={figures.usuariosAtivos} />
            <FigureCard label={T.trials} value={figures.trials} />
            <FigureCard label={T.trialsVencendo7Dias} value={figures.trialsVencendo7Dias} alert />
            <FigureCard label={T.bloqueadas} value={figures.bloqueadas} alert />
          </SimpleGrid>
          <Card withBorder>
            <DailyChart
              title={T.cadastros}
              days={figures.cadastrosPorDia}
              formatValue={T.cadastrosTotal}
              valueLabel={T.cadastrosColuna}
            />
          </Card>
        </>
      ) : null}
    </AdminPage>
  );
}
