import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { json, startFakeApi } from '@erp/test-doubles';
import { dashboardFigures, masterUser } from '../test/adminFixtures';
import AdminRoutes from './Routes';

function renderArea(route: string, user = masterUser()) {
  const api = startFakeApi();
  api.answer('POST', 'ConfigWhiteLabels/dashboard', () => json(dashboardFigures()));
  return renderWithProviders(
    <Routes>
      <Route path="/administrador/configuracoes/*" element={<AdminRoutes />} />
      <Route path="/pages/dashboard" element={<p>Dashboard do cliente</p>} />
    </Routes>,
    { route, session: { token: 't', user } },
  );
}

describe('admin routes', () => {
  it('opens the administration dashboard for a master user', async () => {
    renderArea('/administrador/configuracoes/dashboard');
    expect(screen.getByRole('heading', { name: 'Painel administrativo' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Empresas' })).toBeInTheDocument();
  });

  it('sends an unknown address of the area to its dashboard', () => {
    renderArea('/administrador/configuracoes/nao-existe');
    expect(screen.getByRole('heading', { name: 'Painel administrativo' })).toBeInTheDocument();
  });

  it('sends a company administrator to the main dashboard with the forbidden-page warning', async () => {
    renderArea('/administrador/configuracoes/dashboard', fixtures.userInfo({ perfilAdmin: true }));
    expect(await screen.findByText('Dashboard do cliente')).toBeInTheDocument();
    expect(await screen.findByText('Você não tem permissão para acessar esta página.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Painel administrativo' })).not.toBeInTheDocument();
  });
});
