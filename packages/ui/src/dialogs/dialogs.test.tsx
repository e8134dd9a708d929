import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithErp } from '../test/renderWithErp';
import { dialogs } from './dialogs';

function setup() {
  renderWithErp();
  return userEvent.setup();
}

describe('dialogs', () => {
  it('error: "Atenção!", the generic text and the detail, closed by OK', async () => {
    const user = setup();
    act(() => dialogs.error('CPF inválido.'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Atenção!');
    expect(dialog).toHaveTextContent('Não foi possível realizar esta ação.');
    expect(dialog).toHaveTextContent('Detalhe: CPF inválido.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('error without a detail shows no detail line', async () => {
    setup();
    act(() => dialogs.error());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Não foi possível realizar esta ação.');
    expect(dialog).not.toHaveTextContent('Detalhe');
  });

  it('info shows only the message', async () => {
    setup();
    act(() => dialogs.info('Já existe um cliente com este CPF.'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Já existe um cliente com este CPF.');
    expect(dialog).not.toHaveTextContent('Atenção!');
    expect(dialog).not.toHaveTextContent('Não foi possível realizar esta ação.');
  });

  it('warning shows its title and message', async () => {
    setup();
    act(() =>
      dialogs.warning(
        'Falha ao entrar no sistema',
        'Dados inválidos, verifique e-mail/senha e tente novamente.',
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Falha ao entrar no sistema');
    expect(dialog).toHaveTextContent('Dados inválidos, verifique e-mail/senha e tente novamente.');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});

describe('dialogs.confirm', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setupWithTimers() {
    renderWithErp();
    return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  }

  it('offers Confirmar and Cancelar and resolves true 200 ms after Confirmar', async () => {
    const user = setupWithTimers();
    let answer: boolean | undefined;
    act(
      () =>
        void dialogs
          .confirm({ title: 'Excluir relatório', message: 'Deseja excluir?' })
          .then((a) => (answer = a)),
    );
    expect(await screen.findByText('Deseja excluir?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    await act(async () => jest.advanceTimersByTime(150));
    expect(answer).toBeUndefined();
    await act(async () => jest.advanceTimersByTime(50));
    expect(answer).toBe(true);
  });

  it('resolves false after Cancelar, with custom labels', async () => {
    const user = setupWithTimers();
    let answer: boolean | undefined;
    act(
      () =>
        void dialogs
          .confirm({ title: 'Sair', message: 'Deseja sair?', confirmLabel: 'Sim', cancelLabel: 'Não' })
          .then((a) => (answer = a)),
    );
    await user.click(await screen.findByRole('button', { name: 'Não' }));
    await act(async () => jest.advanceTimersByTime(200));
    expect(answer).toBe(false);
  });
});

describe('dialogs.prompt', () => {
  it('refuses a text shorter than the minimum', async () => {
    const user = setup();
    act(() => void dialogs.prompt({ title: 'Cancelar boleto', label: 'Motivo', min: 15, max: 40 }));
    await user.type(await screen.findByLabelText('Motivo'), 'curto');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Informe no mínimo 15 caracteres!')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses a text longer than the maximum', async () => {
    const user = setup();
    act(() => void dialogs.prompt({ title: 'Cancelar boleto', label: 'Motivo', min: 2, max: 5 }));
    await user.type(await screen.findByLabelText('Motivo'), 'longo demais');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Informe no máximo 5 caracteres!')).toBeInTheDocument();
  });

  it('resolves the typed text, or null when cancelled', async () => {
    const user = setup();
    let typed: Promise<string | null> = Promise.resolve(null);
    act(() => void (typed = dialogs.prompt({ title: 'Renomear', label: 'Nome', min: 3 })));
    await user.type(await screen.findByLabelText('Nome'), 'Filial Norte');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => expect(typed).resolves.toBe('Filial Norte'));

    let cancelled: Promise<string | null> = Promise.resolve('');
    act(() => void (cancelled = dialogs.prompt({ title: 'Renomear', label: 'Nome' })));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => expect(cancelled).resolves.toBeNull());
  });
});
