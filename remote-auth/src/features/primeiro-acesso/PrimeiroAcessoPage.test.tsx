import { screen } from '@testing-library/react';
import { sessionStore } from '@erp/session';
import { loopbackError } from '@erp/test-doubles';
import { fixtures, pasteInto } from '@erp/test-doubles/react';
import { startAuthApi, type AuthApi } from '../../test/authApi';
import { renderAuthArea, routeLeftTo } from '../../test/renderAuthArea';
import type * as Doubles from '@erp/test-doubles';

jest.mock('@erp/federation', () =>
  jest.requireActual<typeof Doubles>('@erp/test-doubles').federationModule(),
);

let api: AuthApi;
beforeEach(() => {
  api = startAuthApi();
});

async function submitFirstPassword(password: string, confirmation: string) {
  const { user } = renderAuthArea('/auth/primeiro-acesso/convite-42');
  await pasteInto(user, [
    ['Nova Senha', password],
    ['Confirmar Senha', confirmation],
  ]);
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
}

describe('first access (invitation link)', () => {
  it('checks the password rules only after submit and sends nothing while they fail', async () => {
    const { user } = renderAuthArea('/auth/primeiro-acesso/convite-42');
    expect(screen.queryByText('Campo obrigatório!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findAllByText('Campo obrigatório!')).toHaveLength(2);
    await pasteInto(user, [
      ['Nova Senha', '12345'],
      ['Confirmar Senha', '54321'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Mínimo 6 caracteres!')).toBeInTheDocument();
    expect(screen.getByText('Os valores não conferem!')).toBeInTheDocument();
    expect(api.calls('POST', 'Usuarios/primeiroAcesso')).toEqual([]);
  });

  it('sets the first password with the invitation token and signs the user in', async () => {
    const response = fixtures.loginResponse({ id: 'sessao-do-convidado' });
    api.answer('POST', 'Usuarios/primeiroAcesso', response);
    api.answer('GET', 'Usuarios/getUserInfo', fixtures.userInfo());
    await submitFirstPassword('minha123', 'minha123');
    expect(await routeLeftTo()).toBe('/pages/dashboard');
    expect(api.calls('POST', 'Usuarios/primeiroAcesso').map((c) => c.body)).toEqual([
      { token: 'convite-42', password: 'minha123', confirmar: 'minha123' },
    ]);
    expect(sessionStore.getState().token).toBe('sessao-do-convidado');
  });

  it("shows the server's words for a used invitation and stays on the form", async () => {
    const used =
      'Este convite de primeiro acesso já foi utilizado. Entre com o seu e-mail e a senha que você definiu.';
    api.answer('POST', 'Usuarios/primeiroAcesso', loopbackError(410, used));
    await submitFirstPassword('minha123', 'minha123');
    expect(await screen.findByText(new RegExp(used))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    expect(sessionStore.getState().token).toBeFalsy();
  });
});
