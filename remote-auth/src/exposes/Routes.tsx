// First: this area's Mantine stylesheets come before its components' own CSS.
import '../mantineStyles';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteModule } from '@erp/federation';
import { LoginPage } from '../features/login/LoginPage';
import { LogoutPage } from '../features/logout/LogoutPage';
import { PrimeiroAcessoPage } from '../features/primeiro-acesso/PrimeiroAcessoPage';
import { RecuperarSenhaPage } from '../features/recuperar-senha/RecuperarSenhaPage';
import { ResetarSenhaPage } from '../features/resetar-senha/ResetarSenhaPage';
import { AuthLayout } from '../layout/AuthLayout';
import { routeTo } from '@erp/domain';

/** The auth area; the host mounts it under `/auth/*`, so every path here is relative to that. */
export default function AuthRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route index element={<LoginPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="login/:userToken" element={<LoginPage />} />
        <Route path="planos/:userToken" element={<LoginPage />} />
        <Route path="recuperar-senha" element={<RecuperarSenhaPage />} />
        <Route path="resetar-senha/:accessToken" element={<ResetarSenhaPage />} />
        <Route path="primeiro-acesso/:accessToken" element={<PrimeiroAcessoPage />} />
        {/* The brand's own sign-up remote, chosen by the host's registry at runtime; never a copy. */}
        <Route path="cadastrar/*" element={<RemoteModule area="signup" module="Routes" />} />
        <Route path="logout" element={<LogoutPage />} />
        {/* Spec 000 §8: an unknown route goes to the dashboard (which sends a visitor without session to login). */}
        <Route path="*" element={<Navigate to={routeTo.dashboard()} replace />} />
      </Route>
    </Routes>
  );
}
