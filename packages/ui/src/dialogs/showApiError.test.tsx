import { act, screen } from '@testing-library/react';
import { renderWithErp } from '../test/renderWithErp';
import { showApiError } from './showApiError';

/** An error shaped like @erp/api-client's ApiError. */
const apiError = (status: number, message: string) =>
  Object.assign(new Error(message), { status, body: null });

describe('showApiError', () => {
  beforeEach(() => renderWithErp());

  it('shows a conflict (409) as an info dialog with only the message', async () => {
    act(() => showApiError(apiError(409, 'Este e-mail já está cadastrado.')));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Este e-mail já está cadastrado.');
    expect(dialog).not.toHaveTextContent('Atenção!');
  });

  it('shows a "Já existe" message as an info dialog whatever the status', async () => {
    act(() => showApiError(apiError(400, 'Já existe um plano com este código.')));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Já existe um plano com este código.');
    expect(dialog).not.toHaveTextContent('Não foi possível realizar esta ação.');
  });

  it('rewrites a duplicate-record message', async () => {
    act(() => showApiError(apiError(500, 'Erro: Registro duplicado na chave uk_cliente_cpf')));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Registro duplicado, verifique os dados e tente novamente');
    expect(dialog).not.toHaveTextContent('uk_cliente_cpf');
  });

  it('shows anything else in the generic error dialog with the detail', async () => {
    act(() => showApiError(apiError(0, 'Não foi possível conectar ao servidor.')));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Atenção!');
    expect(dialog).toHaveTextContent('Não foi possível realizar esta ação.');
    expect(dialog).toHaveTextContent('Detalhe: Não foi possível conectar ao servidor.');
  });

  it('shows the generic dialog for an error without a message', async () => {
    act(() => showApiError(undefined));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Não foi possível realizar esta ação.');
    expect(dialog).not.toHaveTextContent('Detalhe');
  });
});
