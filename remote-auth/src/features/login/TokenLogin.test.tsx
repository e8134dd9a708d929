import { act, screen } from '@testing-library/react';
import { sessionStore } from '@erp/session';
import { fixtures } from '@erp/test-doubles/react';
import { startAuthApi, type AuthApi } from '../../test/authApi';
import { renderAuthArea } from '../../test/renderAuthArea';
import type * as Doubles from '@erp/test-doubles';

jest.mock('@erp/federation', () =>
  jest.requireActual<typeof Doubles>('@erp/test-doubles').federationModule(),
);

// The token is tried with a client of the screen's own (createApiClient, on the session's API endpoint): the fake
// server sees it through the global fetch, with its origin and the token it carried.
let api: AuthApi;
beforeEach(() => {
  jest.useFakeTimers();
  api = startAuthApi();
});
const userInfoCalls = () => api.calls('GET', 'Usuarios/getUserInfo');
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Lets pending promises settle and timers up to `ms` fire. */
const elapse = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe('sign-in with a token in the route', () => {
  it('asks before replacing another session, then ends it, waits about 500 ms and signs in with the token', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const info = fixtures.userInfo({ isAvanco: false, master: false });
    api.answer('GET', 'Usuarios/getUserInfo', info);
    renderAuthArea('/auth/login/token-novo', {
      session: { token: 'sessao-antiga', apiEndpoint: 'http://api.marca.test/api/' },
    });
    await elapse(0);
    // Asked once, StrictMode's second run included, with the same question as a ?token= link.
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith(
      'Este link vai entrar com outra conta e encerrar a sessão aberta neste navegador. Deseja continuar?',
    );
    expect(api.calls('POST', 'Usuarios/logout').map((c) => c.token)).toEqual(['sessao-antiga']);
    expect(sessionStore.getState().token).toBeNull();
    await elapse(450);
    expect(userInfoCalls()).toEqual([]);
    await elapse(50);
    expect(userInfoCalls()).toMatchObject([{ origin: 'http://api.marca.test', token: 'token-novo' }]);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/pages/dashboard');
    expect(sessionStore.getState()).toMatchObject({
      token: 'token-novo',
      user: info,
      loginUser: { id: info.id, email: info.email, isAvanco: false, master: false },
    });
  });

  it('sends isAvanco users of planos/:userToken to the administration dashboard', async () => {
    api.answer('GET', 'Usuarios/getUserInfo', fixtures.userInfo({ isAvanco: true }));
    renderAuthArea('/auth/planos/token-suporte');
    await elapse(500);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/administrador/configuracoes/dashboard',
    );
    // No session before: nothing to revoke.
    expect(api.calls('POST', 'Usuarios/logout')).toEqual([]);
    expect(userInfoCalls().map((c) => c.token)).toEqual(['token-suporte']);
  });

  it('falls back to the login screen with the warning when the token is refused', async () => {
    api.answer('GET', 'Usuarios/getUserInfo', new Response(null, { status: 401 }));
    renderAuthArea('/auth/login/token-invalido');
    expect(screen.getByText('Entrando no sistema...')).toBeInTheDocument();
    await elapse(500);
    expect(await screen.findByText('Falha ao entrar no sistema')).toBeInTheDocument();
    expect(
      screen.getByText('Dados inválidos, verifique e-mail/senha e tente novamente.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('keeps the signed-in session when the user says no, and goes back to its landing page', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const mine = fixtures.userInfo({ isAvanco: false, master: true });
    renderAuthArea('/auth/login/token-de-outra-conta', {
      session: { token: 'minha-sessao', user: mine, apiEndpoint: 'http://localhost:3000/api/' },
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/administrador/configuracoes/dashboard',
    );
    await elapse(1000);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(api.calls('POST', 'Usuarios/logout')).toEqual([]);
    expect(userInfoCalls()).toEqual([]);
    expect(sessionStore.getState()).toMatchObject({ token: 'minha-sessao', user: mine });
  });

  it('does not ask when the route carries the session already signed in', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    api.answer('GET', 'Usuarios/getUserInfo', fixtures.userInfo({ isAvanco: false, master: false }));
    renderAuthArea('/auth/login/mesma-sessao', { session: { token: 'mesma-sessao' } });
    await elapse(500);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/pages/dashboard');
    expect(confirm).not.toHaveBeenCalled();
  });
});
