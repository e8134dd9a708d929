import { Navigate, Route, Routes } from 'react-router-dom';
import { routeTo } from '@erp/domain';
import { RequireAdmin } from '../layout/RequireAdmin';
import { AdminDashboardPage } from '../features/dashboard/AdminDashboardPage';
import { ReleasesPage } from '../features/releases/ReleasesPage';
import { PlanosPage } from '../features/planos/PlanosPage';
import { ModulosPage } from '../features/modulos/ModulosPage';
import { AuditoriaPage } from '../features/auditoria/AuditoriaPage';
import { RequireAvanco } from '../features/avanco/RequireAvanco';
import { ExcluirProdutosPage } from '../features/avanco/ExcluirProdutosPage';
import { ExcluirFilialPage } from '../features/avanco/ExcluirFilialPage';
import { SequenciaFilialPage } from '../features/avanco/SequenciaFilialPage';

/** Administration area, mounted by the shell under /administrador/configuracoes/* inside its panel layout. */
export default function AdminRoutes() {
  return (
    <RequireAdmin>
      <Routes>
        <Route path="dashboard" element={<AdminDashboardPage />} />
        {/* The remaining screens of issue 19 add their routes here. */}
        <Route path="releases" element={<ReleasesPage />} />
        <Route path="plano-config" element={<PlanosPage />} />
        <Route path="modulo-config" element={<ModulosPage />} />
        <Route path="auditoria" element={<AuditoriaPage />} />
        <Route element={<RequireAvanco />}>
          <Route path="excluir-produtos" element={<ExcluirProdutosPage />} />
          <Route path="excluir-filial" element={<ExcluirFilialPage />} />
          <Route path="sequencia-filial" element={<SequenciaFilialPage />} />
        </Route>
        <Route path="*" element={<Navigate to={routeTo.adminDashboard()} replace />} />
      </Routes>
    </RequireAdmin>
  );
}
