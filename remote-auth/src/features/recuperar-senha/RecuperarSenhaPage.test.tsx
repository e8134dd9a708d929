import { screen } from '@testing-library/react';
import { SYSTEM_ID } from '@erp/domain';
import { loopbackError } from '@erp/test-doubles';
import { pasteInto } from '@erp/test-doubles/react';
import { startAuthApi, type AuthApi } from '../../test/authApi';
import { renderAuthArea } from '../../test/renderAuthArea';
import type * as Doubles from '@erp/test-doubles';

jest.mock('@erp/federation', () =>
  jest.requireActual<typeof Doubles>('@erp/test-doubles').federationModule(),
);

let api: AuthApi;
beforeEach(() => {
  api = startAuthApi();
});

const recoverButton = () => screen.getByRole('button', { name: 'Recuperar Senha' });

describe('password recovery', () => {
  it('keeps the button disabled while the e-mail is invalid and shows messages only after a submit', async () => {
    const { user } = renderAuthArea('/auth/recuperar-senha');
    expect(recoverButton()).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail'), 'fulano@');
    expect(recoverButton()).toBeDisabled();
    expect(screen.queryByText('E-mail inválido.')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('E-mail inválido.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('E-mail'));
    expect(await screen.findByText('Campo obrigatório!')).toBeInTheDocument();
    expect(api.calls('POST', 'Usuarios/reset')).toEqual([]);
  });

  it('lower-cases the e-mail and keeps at most 50 characters', async () => {
    const { user } = renderAuthArea('/auth/recuperar-senha');
    const email = screen.getByLabelText('E-mail');
    await user.type(email, `${'B'.repeat(55)}`);
    expect(email).toHaveValue('b'.repeat(50));
  });

  it('sends the instructions, says so and returns to login', async () => {
    const { user } = renderAuthArea('/auth/recuperar-senha');
    await pasteInto(user, [['E-mail', 'Fulano@Empresa.com']]);
    await user.click(recoverButton());
    expect(
      await screen.findByText('Instruções para recuperar a senha foram enviadas para o e-mail'),
    ).toBeInTheDocument();
    expect(api.calls('POST', 'Usuarios/reset').map((c) => c.body)).toEqual([
      { sistema: SYSTEM_ID, email: 'fulano@empresa.com' },
    ]);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('warns when the e-mail is not found', async () => {
    api.answer('POST', 'Usuarios/reset', loopbackError(404, 'Usuário não encontrado.'));
    const { user } = renderAuthArea('/auth/recuperar-senha');
    await pasteInto(user, [['E-mail', 'ninguem@empresa.com']]);
    await user.click(recoverButton());
    expect(await screen.findByText('E-mail não encontrado para recuperação de senha!')).toBeInTheDocument();
    expect(recoverButton()).toBeEnabled();
  });

  it('goes back to login on Cancelar', async () => {
    const { user } = renderAuthArea('/auth/recuperar-senha');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});
