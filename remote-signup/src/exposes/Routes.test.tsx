import { screen } from '@testing-library/react';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
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

  it('takes the cadastrar-erp variant the host mounts (no billing-system record)', () => {
    const { container } = renderWithProviders(<SignupRoutes skipBillingRecord />, {
      route: '/cadastrar-erp',
    });
    expect(container.querySelector('[data-billing-record="skip"]')).not.toBeNull();
  });

  it('creates the billing-system record on the plain cadastrar route', () => {
    const { container } = renderWithProviders(<SignupRoutes />, { route: '/cadastrar' });
    expect(container.querySelector('[data-billing-record="create"]')).not.toBeNull();
  });
});
