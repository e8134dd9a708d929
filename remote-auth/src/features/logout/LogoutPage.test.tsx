import { act, screen } from '@testing-library/react';
import { ApiError, getApi } from '@erp/api-client';
import { sessionStore } from '@erp/session';
import { asClient, createAuthApiMock, type AuthApiMock } from '../../test/authApiMock';
import { renderAuthArea } from '../../test/renderAuthArea';
import type * as Doubles from '@erp/test-doubles';

jest.mock('@erp/api-client', () => jest.requireActual<typeof Doubles>('@erp/test-doubles').apiClientModule());
jest.mock('@erp/federation', () =>
  jest.requireActual<typeof Doubles>('@erp/test-doubles').federationModule(),
);

let api: AuthApiMock;
beforeEach(() => {
  jest.useFakeTimers();
  api = createAuthApiMock();
  jest.mocked(getApi).mockReturnValue(asClient(api));
});
afterEach(() => {
  jest.useRealTimers();
});

const elapse = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe('logout', () => {
  it('revokes and clears the session at once, then goes to login after 2000 ms', async () => {
    renderAuthArea('/auth/logout', { session: { token: 'sessao-atual' } });
    await elapse(0);
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.getByText('Você saiu do sistema. Redirecionando para o login...')).toBeInTheDocument();
    await elapse(1999);
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    await elapse(1);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('ends the local session even when the server cannot revoke the token', async () => {
    api.logout.mockRejectedValue(new ApiError({ status: 0, name: 'NetworkError', message: 'Sem conexão.' }));
    renderAuthArea('/auth/logout', { session: { token: 'sessao-atual' } });
    await elapse(0);
    expect(sessionStore.getState().token).toBeNull();
    await elapse(2000);
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('does not keep a token behind when the revocation is still hanging at the redirect', async () => {
    api.logout.mockReturnValue(new Promise(() => undefined));
    renderAuthArea('/auth/logout', { session: { token: 'sessao-atual' } });
    await elapse(2000);
    expect(sessionStore.getState().token).toBeNull();
    // Had the token stayed, the login screen would have bounced to the dashboard.
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});
