// First: this area's Mantine stylesheets come before its components' own CSS.
import '../mantineStyles';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteModule } from '@erp/federation';
import { routeTo, type ExposedRoutesProps } from '@erp/domain';
import { MainLayout } from '../layout/MainLayout';
import { RequireActiveSubscription } from '../layout/subscription/RequireActiveSubscription';
import { AccountantHome } from '../features/dashboard/AccountantHome';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { MinhaContaPage } from '../features/minhaConta/MinhaContaPage';
import { PlanosPage } from '../features/planos/PlanosPage';
import { PageGuard } from '../routes/PageGuard';
import { RequireAdministrator } from '../routes/RequireAdministrator';
import { ShellPage } from '../routes/ShellPage';
import { TitledPage } from '../routes/TitledPage';

/**
 * The layout of the main area and of the administration area. Reports and administration screens are remotes of
 * their own, loaded inside this layout through the host's loader. A blocked account keeps its plans page, its own
 * account and the header (alerts, branch switch, logout); every business page shows the blocked state instead.
 */
export default function ShellRoutes({ mount = 'pages' }: ExposedRoutesProps['shell']) {
  if (mount === 'planos') {
    return (
      <MainLayout>
        <TitledPage title="Planos">
          <PlanosPage />
        </TitledPage>
      </MainLayout>
    );
  }
  if (mount === 'administrador') {
    return (
      <MainLayout>
        <RequireAdministrator>
          <Routes>
            <Route path="configuracoes/*" element={<RemoteModule area="admin" module="Routes" />} />
            <Route path="*" element={<Navigate to={routeTo.adminDashboard()} replace />} />
          </Routes>
        </RequireAdministrator>
      </MainLayout>
    );
  }
  return (
    <MainLayout>
      <Routes>
        <Route
          path="dashboard"
          element={
            <AccountantHome>
              <TitledPage title="Dashboard">
                <RequireActiveSubscription>
                  <DashboardPage />
                </RequireActiveSubscription>
              </TitledPage>
            </AccountantHome>
          }
        />
        <Route
          path="configuracoes/usuarios/editarminhaconta"
          element={
            <TitledPage title="Minha conta">
              <MinhaContaPage />
            </TitledPage>
          }
        />
        <Route
          path="relatorios/*"
          element={
            <PageGuard>
              <RequireActiveSubscription>
                <RemoteModule area="reports" module="Routes" />
              </RequireActiveSubscription>
            </PageGuard>
          }
        />
        <Route path="*" element={<ShellPage />} />
      </Routes>
    </MainLayout>
  );
}
