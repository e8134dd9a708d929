import { act, screen } from '@testing-library/react';
import { sessionStore } from '@erp/session';
import { startAuthApi, type AuthApi } from '../../test/authApi';
import { renderAuthArea } from '../../test/renderAuthArea';
import type * as Doubles from '@erp/test-doubles';

jest.mock('@erp/federation', () =>
  jest.requireActual<typeof Doubles>('@erp/test-doubles').federationModule(),
);

let api: AuthApi;
beforeEach(() => {
  jest.useFakeTimers();
  api = startAuthApi();
});
afterEach(() => {
  jest.useRealTimers();
});

const elapse = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe('logout', () => {
  it('revokes and clears the session at once, then goes to login after 2000 ms', async () => {
    renderAuthArea('/auth/logout', { session: { token: 'sessao-atual' } });
    await elapse(0);
    // Once under StrictMode, with the token being revoked.
    expect(api.calls('POST', 'Usuarios/logout').map((c) => c.token)).toEqual(['sessao-atual']);
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.getByText('Você saiu do sistema. Redirecionando para o login...')).toBeInTheDocument();
    await elapse(1999);
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    await elapse(1);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('ends the local session even when the server cannot revoke the token', async () => {
    api.answer('POST', 'Usuarios/logout', () => {
      throw new TypeError('Failed to fetch');
    });
    renderAuthArea('/auth/logout', { session: { token: 'sessao-atual' } });
    await elapse(0);
    expect(sessionStore.getState().token).toBeNull();
    await elapse(2000);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('does not keep a token behind when the revocation is still hanging at the redirect', async () => {
    api.answer('POST', 'Usuarios/logout', () => new Promise(() => undefined));
    renderAuthArea('/auth/logout', { session: { token: 'sessao-atual' } });
    await elapse(2000);
    expect(sessionStore.getState().token).toBeNull();
    // Had the token stayed, the login screen would have bounced to the dashboard.
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});
