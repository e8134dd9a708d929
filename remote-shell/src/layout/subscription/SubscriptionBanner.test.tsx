import { screen } from '@testing-library/react';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { SubscriptionBanner } from './SubscriptionBanner';

const branch = (trial: boolean, bloqueada: boolean) => ({
  ...fixtures.filialSelecionada(),
  trial,
  bloqueada,
  dataVencimento: null,
});

describe('SubscriptionBanner (spec 001 §4)', () => {
  it('shows nothing for an active subscription', () => {
    const { container } = renderWithProviders(<SubscriptionBanner filial={branch(false, false)} />);
    expect(container.querySelector('[data-subscription]')).toBeNull();
  });

  it('shows the trial notice for a trial that is not blocked', () => {
    renderWithProviders(<SubscriptionBanner filial={branch(true, false)} />);
    expect(screen.getByText(/período de avaliação gratuita/)).toBeInTheDocument();
  });

  it('shows the expired trial as blocked', () => {
    renderWithProviders(<SubscriptionBanner filial={branch(true, true)} />);
    expect(screen.getByText('Acesso bloqueado')).toBeInTheDocument();
    expect(screen.getByText(/Seu período de avaliação terminou/)).toBeInTheDocument();
  });

  it('shows a defaulting customer as blocked for payment', () => {
    renderWithProviders(<SubscriptionBanner filial={branch(false, true)} />);
    expect(screen.getByText(/pendência financeira/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conheça os planos' })).toHaveAttribute('href', '/planos');
  });

  it("keeps the plans link readable on the red banner: the banner's own text colour, underlined", () => {
    renderWithProviders(<SubscriptionBanner filial={branch(true, true)} />);
    const link = screen.getByRole('link', { name: 'Conheça os planos' });
    expect(link).toHaveStyle({ color: 'inherit' });
    expect(link).toHaveAttribute('data-underline', 'always');
  });
});
