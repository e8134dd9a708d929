// First: this area's Mantine stylesheets come before its components' own CSS.
import '../mantineStyles';
import { Navigate, Route, Routes } from 'react-router-dom';
import { routeTo } from '@erp/domain';
import { RequireAdmin } from '../layout/RequireAdmin';
import { AdminDashboardPage } from '../features/dashboard/AdminDashboardPage';
import { WhiteLabelPage } from '../features/whitelabel/WhiteLabelPage';
import { NotificacoesPage } from '../features/notificacoes/NotificacoesPage';
import { UsuariosPage } from '../features/usuarios/UsuariosPage';
import { ReleasesPage } from '../features/releases/ReleasesPage';
import { PlanosPage } from '../features/planos/PlanosPage';
import { ModulosPage } from '../features/modulos/ModulosPage';
import { AuditoriaPage } from '../features/auditoria/AuditoriaPage';
import { AjudaPage } from '../features/ajuda/AjudaPage';
import { NpsPage } from '../features/nps/NpsPage';
import { RequireAvanco } from '../features/avanco/RequireAvanco';
import { ExcluirProdutosPage } from '../features/avanco/ExcluirProdutosPage';
import { ExcluirFilialPage } from '../features/avanco/ExcluirFilialPage';
import { SequenciaFilialPage } from '../features/avanco/SequenciaFilialPage';
import { BancosPage } from '../features/avanco/BancosPage';
import { PdvVersaoPage } from '../features/avanco/PdvVersaoPage';
import { IbptImportPage } from '../features/avanco/IbptImportPage';
import { FinanceiroPage } from '../features/avanco/FinanceiroPage';
import { TokensDeployPage } from '../features/tokensDeploy/TokensDeployPage';

/** Administration area, mounted by the shell under /administrador/configuracoes/* inside its panel layout. */
export default function AdminRoutes() {
  return (
    <RequireAdmin>
      <Routes>
        <Route path="dashboard" element={<AdminDashboardPage />} />
        <Route path="whitelabel" element={<WhiteLabelPage />} />
        <Route path="notificacoes" element={<NotificacoesPage />} />
        <Route path="usuarios" element={<UsuariosPage />} />
        {/* The remaining screens of issue 19 add their routes here. */}
        <Route path="releases" element={<ReleasesPage />} />
        <Route path="plano-config" element={<PlanosPage />} />
        <Route path="modulo-config" element={<ModulosPage />} />
        <Route path="auditoria" element={<AuditoriaPage />} />
        <Route path="ajuda" element={<AjudaPage />} />
        <Route path="nps" element={<NpsPage />} />
        <Route element={<RequireAvanco />}>
          <Route path="excluir-produtos" element={<ExcluirProdutosPage />} />
          <Route path="excluir-filial" element={<ExcluirFilialPage />} />
          <Route path="sequencia-filial" element={<SequenciaFilialPage />} />
          <Route path="bancos" element={<BancosPage />} />
          <Route path="pdv-versao" element={<PdvVersaoPage />} />
          <Route path="importacao-ibpt-ncm" element={<IbptImportPage key="ncm" tipo="ncm" />} />
          <Route path="importacao-ibpt-cest" element={<IbptImportPage key="cest" tipo="cest" />} />
          <Route path="financeiro-whitelabel" element={<FinanceiroPage />} />
          <Route path="tokens-deploy" element={<TokensDeployPage />} />
        </Route>
        <Route path="*" element={<Navigate to={routeTo.adminDashboard()} replace />} />
      </Routes>
    </RequireAdmin>
  );
}
