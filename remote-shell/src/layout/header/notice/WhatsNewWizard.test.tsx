import { screen } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { WhatsNewWizard } from './WhatsNewWizard';

const TITLES = ['Alteração manual do status do boleto', 'Notificações de boletos', 'Parcelamento de boletos'];

beforeEach(() => window.localStorage.clear());

describe("what's-new wizard (spec 001 §2 Other)", () => {
  it('opens with the first notice and steps forward and back cyclically', async () => {
    const { user } = renderWithProviders(<WhatsNewWizard noticeId="teste" />);
    expect(screen.getByRole('dialog', { name: 'Temos novidades para voce' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TITLES[0] })).toBeInTheDocument();
    expect(screen.getByText(/pago por depósito ou em dinheiro/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Proximo' }));
    expect(screen.getByRole('heading', { name: TITLES[1] })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proximo' }));
    expect(screen.getByRole('heading', { name: TITLES[2] })).toBeInTheDocument();
    expect(screen.getByText(/número de parcelas/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proximo' }));
    expect(screen.getByRole('heading', { name: TITLES[0] })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('heading', { name: TITLES[2] })).toBeInTheDocument();
  });

  it('is remembered under the version flag once finished and not shown again', async () => {
    const first = renderWithProviders(<WhatsNewWizard noticeId="teste" />);
    await first.user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('erp:novidades:teste')).toBe('1');
    first.unmount();

    renderWithProviders(<WhatsNewWizard noticeId="teste" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is shown for another configured id, and again for an older version flag', () => {
    window.localStorage.setItem('erp:novidades:teste', '1');
    window.localStorage.setItem('erp:novidades:antigo', '0');
    const other = renderWithProviders(<WhatsNewWizard noticeId="outro" />);
    expect(screen.getByRole('dialog', { name: 'Temos novidades para voce' })).toBeInTheDocument();
    other.unmount();
    renderWithProviders(<WhatsNewWizard noticeId="antigo" />);
    expect(screen.getByRole('dialog', { name: 'Temos novidades para voce' })).toBeInTheDocument();
  });
});
