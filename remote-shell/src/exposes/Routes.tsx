import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteModule } from '@erp/federation';
import { MainLayout } from '../layout/MainLayout';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { PlanosPage } from '../features/planos/PlanosPage';
import { PlaceholderPage } from '../features/placeholder/PlaceholderPage';
import { AccountantHome } from '../features/dashboard/AccountantHome';

interface ShellRoutesProps {
  /** Which address prefix the host mounted the shell under. */
  mount?: 'pages' | 'administrador' | 'planos';
}

/**
 * The layout of the main area and of the administration area. Reports and administration screens are remotes of
 * their own, loaded inside this layout through the host's loader.
 */
export default function ShellRoutes({ mount = 'pages' }: ShellRoutesProps) {
  if (mount === 'planos') {
    return (
      <MainLayout>
        <PlanosPage />
      </MainLayout>
    );
  }
  if (mount === 'administrador') {
    return (
      <MainLayout>
        <Routes>
          <Route path="configuracoes/*" element={<RemoteModule area="admin" module="Routes" />} />
          <Route path="*" element={<Navigate to="/administrador/configuracoes/dashboard" replace />} />
        </Routes>
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
              <DashboardPage />
            </AccountantHome>
          }
        />
        <Route path="nfe/exportar-xml-nfe" element={<PlaceholderPage title="Exportar XML NF-e" />} />
        <Route path="relatorios/*" element={<RemoteModule area="reports" module="Routes" />} />
        <Route path="*" element={<Navigate to="/pages/dashboard" replace />} />
      </Routes>
    </MainLayout>
  );
}
