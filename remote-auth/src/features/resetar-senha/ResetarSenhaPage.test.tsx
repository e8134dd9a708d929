import { screen } from '@testing-library/react';
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

async function submitReset(password: string, confirmation: string) {
  const { user } = renderAuthArea('/auth/resetar-senha/link-123');
  await pasteInto(user, [
    ['Nova Senha', password],
    ['Confirmar Senha', confirmation],
  ]);
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
  return user;
}

describe('password reset', () => {
  it('shows the required messages only after submit', async () => {
    const { user } = renderAuthArea('/auth/resetar-senha/link-123');
    expect(screen.queryByText('Campo obrigatório!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findAllByText('Campo obrigatório!')).toHaveLength(2);
    expect(api.calls('POST', '/reset-password')).toEqual([]);
  });

  it('rejects a short password and a confirmation that does not match', async () => {
    await submitReset('12345', '54321');
    expect(await screen.findByText('Mínimo 6 caracteres!')).toBeInTheDocument();
    expect(screen.getByText('Os valores não conferem!')).toBeInTheDocument();
    expect(api.calls('POST', '/reset-password')).toEqual([]);
  });

  it('changes the password with the link token, says so and returns to login', async () => {
    await submitReset('nova123', 'nova123');
    expect(await screen.findByText('Sua senha foi alterada com sucesso')).toBeInTheDocument();
    // At the server's root (not under /api/), the link's token in the query, as the e-mailed link gives it.
    expect(api.calls('POST', '/reset-password')).toMatchObject([
      { query: { access_token: 'link-123' }, body: { password: 'nova123', confirmar: 'nova123' } },
    ]);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('explains a link already used (410)', async () => {
    api.answer('POST', '/reset-password', loopbackError(410, 'Link já utilizado.'));
    await submitReset('nova123', 'nova123');
    expect(await screen.findByText('Atenção!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Não foi possível recuperar a sua senha pois o link de recuperação já foi utilizado. Solicite novamente a recuperação de sua senha.',
      ),
    ).toBeInTheDocument();
  });

  it('shows other errors in the generic dialog with the server detail', async () => {
    api.answer('POST', '/reset-password', loopbackError(400, 'Link expirado.'));
    await submitReset('nova123', 'nova123');
    expect(await screen.findByText(/Não foi possível realizar esta ação\./)).toBeInTheDocument();
    expect(screen.getByText(/Link expirado\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  });

  it('goes back to login on Cancelar', async () => {
    const { user } = renderAuthArea('/auth/resetar-senha/link-123');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});
