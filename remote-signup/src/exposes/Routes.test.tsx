import { screen } from '@testing-library/react';
import { fixtures, renderWithProviders } from '@erp/test-utils';
import SignupRoutes from './Routes';

describe('sign-up frame', () => {
  it("highlights 'GRATUITAMENTE' by default", () => {
    renderWithProviders(<SignupRoutes />, { route: '/cadastrar' });
    expect(screen.getByText('GRATUITAMENTE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Já tenho login' })).toHaveAttribute('href', '/auth/login');
  });

  it("uses the brand's highlighted word when configured", () => {
    const base = fixtures.config();
    renderWithProviders(<SignupRoutes />, {
      config: { ...base, misc: { ...base.misc, textoDestaqueCadastro: 'GRÁTIS' } },
    });
    expect(screen.getByText('GRÁTIS')).toBeInTheDocument();
  });
});
