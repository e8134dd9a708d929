import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@erp/domain';
import { renderWithErp } from '../test/renderWithErp';
import { LoadFailed } from './LoadFailed';

/** An error as the API client throws it (status + body). */
const apiError = (message: string, status: number) =>
  Object.assign(new Error(message), { status, body: null });

describe('LoadFailed', () => {
  it('says what could not be loaded and loads again on Tentar novamente', async () => {
    const onRetry = jest.fn();
    renderWithErp(<LoadFailed title="Não foi possível carregar os planos." onRetry={onRetry} />);
    expect(screen.getByText('Não foi possível carregar os planos.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.dialogs.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows the API's own words, a lost connection's included", () => {
    renderWithErp(
      <LoadFailed
        title="Falhou."
        error={apiError('Não foi possível conectar ao servidor.', 0)}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByText('Não foi possível conectar ao servidor.')).toBeInTheDocument();
  });

  it("never shows a programmer's error text", () => {
    renderWithErp(<LoadFailed title="Falhou." error={new TypeError('Failed to fetch')} onRetry={() => {}} />);
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });
});
