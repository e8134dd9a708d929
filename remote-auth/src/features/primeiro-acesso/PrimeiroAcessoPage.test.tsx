import { screen } from '@testing-library/react';
import { ApiError, getApi } from '@erp/api-client';
import { sessionStore } from '@erp/session';
import { fixtures } from '@erp/test-utils';
import { asClient, createAuthApiMock, type AuthApiMock } from '../../test/authApiMock';
import { renderAuthArea, routeLeftTo } from '../../test/renderAuthArea';
import type * as Doubles from '@erp/test-doubles';

jest.mock('@erp/api-client', () => jest.requireActual<typeof Doubles>('@erp/test-doubles').apiClientModule());
jest.mock('@erp/federation', () =>
  jest.requireActual<typeof Doubles>('@erp/test-doubles').federationModule(),
);

let api: AuthApiMock;
beforeEach(() => {
  api = createAuthApiMock();
  jest.mocked(getApi).mockReturnValue(asClient(api));
});

async function submitFirstPassword(password: string, confirmation: string) {
  const { user } = renderAuthArea('/auth/primeiro-acesso/convite-42');
  if (password) await user.type(screen.getByLabelText('Nova Senha'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirmar Senha'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
}

describe('first access (invitation link)', () => {
  it('checks the password rules only after submit and sends nothing while they fail', async () => {
    const { user } = renderAuthArea('/auth/primeiro-acesso/convite-42');
    expect(screen.queryByText('Campo obrigatório!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findAllByText('Campo obrigatório!')).toHaveLength(2);
    await user.type(screen.getByLabelText('Nova Senha'), '12345');
    await user.type(screen.getByLabelText('Confirmar Senha'), '54321');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Mínimo 6 caracteres!')).toBeInTheDocument();
    expect(screen.getByText('Os valores não conferem!')).toBeInTheDocument();
    expect(api.primeiroAcesso).not.toHaveBeenCalled();
  });

  it('sets the first password with the invitation token and signs the user in', async () => {
    const response = fixtures.loginResponse({ id: 'sessao-do-convidado' });
    api.primeiroAcesso.mockResolvedValue(response);
    api.getUserInfo.mockResolvedValue(fixtures.userInfo());
    await submitFirstPassword('minha123', 'minha123');
    expect(await routeLeftTo()).toBe('/pages/dashboard');
    expect(api.primeiroAcesso).toHaveBeenCalledWith({
      token: 'convite-42',
      password: 'minha123',
      confirmar: 'minha123',
    });
    expect(sessionStore.getState().token).toBe('sessao-do-convidado');
  });

  it("shows the server's words for a used invitation and stays on the form", async () => {
    const used =
      'Este convite de primeiro acesso já foi utilizado. Entre com o seu e-mail e a senha que você definiu.';
    api.primeiroAcesso.mockRejectedValue(new ApiError({ status: 410, name: 'Error', message: used }));
    await submitFirstPassword('minha123', 'minha123');
    expect(await screen.findByText(new RegExp(used))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    expect(sessionStore.getState().token).toBeFalsy();
  });
});
