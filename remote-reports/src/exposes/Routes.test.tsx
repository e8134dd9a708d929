import { screen } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-utils';
import ReportsRoutes from './Routes';

describe('reports routes', () => {
  it('shows the exported reports page with the empty-list text', () => {
    renderWithProviders(<ReportsRoutes />, { route: '/exportacoes' });
    expect(screen.getByRole('heading', { name: 'Relatórios exportados' })).toBeInTheDocument();
    expect(screen.getByText('Ops, nada encontrado por aqui.')).toBeInTheDocument();
  });
});
