import { screen } from '@testing-library/react';
import { fixtures, renderWithProviders } from '@erp/test-utils';
import AdminRoutes from './Routes';

describe('admin routes', () => {
  it("shows the administration dashboard with the brand's name", () => {
    renderWithProviders(<AdminRoutes />, {
      route: '/dashboard',
      config: fixtures.config({ title: 'Acme Gestão' }),
    });
    expect(screen.getByRole('heading', { name: 'Painel administrativo' })).toBeInTheDocument();
    expect(screen.getByText('Configurações da marca Acme Gestão.')).toBeInTheDocument();
  });
});
