import { act, screen } from '@testing-library/react';
import type { LoginResponse } from '@erp/domain';
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

const loginAs = (flags: Partial<LoginResponse['user']> = {}): LoginResponse => {
  const response = fixtures.loginResponse();
  return { ...response, user: { ...response.user, ...flags } };
};

// Pasted: these tests are about what the login does with the credentials (typing is the lower-case test's).
async function fillAndSubmit(email: string, password: string) {
  const { user } = renderAuthArea('/auth/login');
  await pasteInto(user, [
    ['E-mail', email],
    ['Senha', password],
  ]);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
}

describe('login form', () => {
  it('shows the required messages only after the first submit, and sends nothing', async () => {
    const { user } = renderAuthArea('/auth/login');
    expect(screen.queryByText('Campo obrigatório!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Campo obrigatório!')).toHaveLength(2);
    expect(api.calls('POST', 'Usuarios/login')).toEqual([]);
  });

  it('checks the e-mail format and the password minimum after submit', async () => {
    const { user } = renderAuthArea('/auth/login');
    await user.type(screen.getByLabelText('E-mail'), 'fulano@');
    await user.type(screen.getByLabelText('Senha'), '12345');
    expect(screen.queryByText('E-mail inválido.')).not.toBeInTheDocument();
    expect(screen.queryByText('Mínimo 6 caracteres!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail inválido.')).toBeInTheDocument();
    expect(screen.getByText('Mínimo 6 caracteres!')).toBeInTheDocument();
    expect(api.calls('POST', 'Usuarios/login')).toEqual([]);
    // After the first submit the messages follow the corrections.
    await user.type(screen.getByLabelText('E-mail'), 'empresa.com');
    expect(screen.queryByText('E-mail inválido.')).not.toBeInTheDocument();
  });

  it('lower-cases the e-mail as typed and keeps at most 50 characters', async () => {
    const { user } = renderAuthArea('/auth/login');
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'FULANO@Empresa.COM');
    expect(email).toHaveValue('fulano@empresa.com');
    await user.clear(email);
    await user.type(email, `${'A'.repeat(60)}@x.com`);
    expect(email).toHaveValue('a'.repeat(50));
  });

  it('reads Carregando... and is disabled while the login runs', async () => {
    let answer: (response: LoginResponse) => void = () => undefined;
    api.answer('POST', 'Usuarios/login', () => new Promise((resolve) => (answer = resolve)));
    api.answer('GET', 'Usuarios/getUserInfo', fixtures.userInfo());
    await fillAndSubmit('fulano@empresa.com', 'demo123');
    const busy = await screen.findByRole('button', { name: 'Carregando...' });
    expect(busy).toBeDisabled();
    await act(async () => answer(loginAs()));
    expect(await routeLeftTo()).toBe('/pages/dashboard');
  });

  it('stores the session and the user info, then goes to the dashboard', async () => {
    const response = loginAs({ isAvanco: false, master: false });
    const info = fixtures.userInfo();
    api.answer('POST', 'Usuarios/login', response);
    api.answer('GET', 'Usuarios/getUserInfo', info);
    await fillAndSubmit('fulano@empresa.com', 'demo123');
    expect(await routeLeftTo()).toBe('/pages/dashboard');
    // The login asks for the user in its answer, sends the credentials without a token, then reads the user info
    // with the new session's token.
    expect(api.calls('POST', 'Usuarios/login')).toMatchObject([
      { query: { include: 'user' }, body: { email: 'fulano@empresa.com', password: 'demo123' }, token: null },
    ]);
    expect(api.calls('POST', 'Usuarios/login')[0]?.body).toEqual({
      email: 'fulano@empresa.com',
      password: 'demo123',
    });
    expect(api.calls('GET', 'Usuarios/getUserInfo').map((c) => c.token)).toEqual([response.id]);
    expect(sessionStore.getState()).toMatchObject({
      token: response.id,
      loginUser: response.user,
      user: info,
    });
  });

  it.each([
    ['isAvanco', { isAvanco: true, master: false }],
    ['master', { isAvanco: false, master: true }],
  ])('sends %s users to the administration dashboard', async (_kind, flags) => {
    api.answer('POST', 'Usuarios/login', loginAs(flags));
    api.answer('GET', 'Usuarios/getUserInfo', fixtures.userInfo());
    await fillAndSubmit('suporte@empresa.com', 'demo123');
    expect(await routeLeftTo()).toBe('/administrador/configuracoes/dashboard');
  });

  it('still redirects when the user info cannot be loaded', async () => {
    api.answer('POST', 'Usuarios/login', loginAs());
    api.answer('GET', 'Usuarios/getUserInfo', loopbackError(500, 'Falhou.'));
    await fillAndSubmit('fulano@empresa.com', 'demo123');
    expect(await routeLeftTo()).toBe('/pages/dashboard');
    expect(sessionStore.getState().user).toBeNull();
  });

  it('keeps the storage type the host chose', async () => {
    api.answer('POST', 'Usuarios/login', loginAs());
    api.answer('GET', 'Usuarios/getUserInfo', fixtures.userInfo());
    const { user } = renderAuthArea('/auth/login', { session: { storageType: 'session' } });
    await pasteInto(user, [
      ['E-mail', 'fulano@empresa.com'],
      ['Senha', 'demo123'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await routeLeftTo();
    // Where the token lands is what the choice means: gone with the tab, never in localStorage.
    expect(sessionStorage.getItem('erp:token')).toBe(fixtures.loginResponse().id);
    expect(localStorage.getItem('erp:token')).toBeNull();
  });

  it('goes straight to the dashboard when a session token already exists', async () => {
    renderAuthArea('/auth', { session: { token: 'sessao-atual' } });
    expect(await routeLeftTo()).toBe('/pages/dashboard');
  });
});

describe('login failures', () => {
  it('warns with the server text on 401', async () => {
    api.answer('POST', 'Usuarios/login', loopbackError(401, 'Senha incorreta para este e-mail.'));
    await fillAndSubmit('fulano@empresa.com', 'errada1');
    expect(await screen.findByText('Falha ao entrar no sistema')).toBeInTheDocument();
    expect(screen.getByText('Senha incorreta para este e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('warns with the default text on a 401 without message', async () => {
    api.answer('POST', 'Usuarios/login', new Response(null, { status: 401 }));
    await fillAndSubmit('fulano@empresa.com', 'errada1');
    expect(await screen.findByText('Falha ao entrar no sistema')).toBeInTheDocument();
    expect(
      screen.getByText('Dados inválidos, verifique e-mail/senha e tente novamente.'),
    ).toBeInTheDocument();
  });

  it('warns with the server text when throttled (429)', async () => {
    const message = 'Muitas tentativas. Tente novamente em alguns minutos.';
    api.answer('POST', 'Usuarios/login', loopbackError(429, message, { headers: { 'Retry-After': '60' } }));
    await fillAndSubmit('fulano@empresa.com', 'errada1');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Falha ao entrar no sistema')).toBeInTheDocument();
  });

  it('shows the generic error dialog for other errors', async () => {
    api.answer('POST', 'Usuarios/login', loopbackError(500, 'Banco de dados indisponível.'));
    await fillAndSubmit('fulano@empresa.com', 'demo123');
    expect(await screen.findByText('Atenção!')).toBeInTheDocument();
    expect(screen.getByText(/Não foi possível realizar esta ação\./)).toBeInTheDocument();
    expect(screen.getByText(/Banco de dados indisponível\./)).toBeInTheDocument();
    expect(screen.queryByText('Falha ao entrar no sistema')).not.toBeInTheDocument();
  });
});

describe('login screen contents', () => {
  it('shows the logo, the recovery link and, when the brand allows it, the sign-up link', () => {
    const config = fixtures.config();
    renderAuthArea('/auth/login', {
      config: {
        ...config,
        imagens: { logo: 'https://cdn.example/logo.png' },
        misc: { ...config.misc, permiteCadastro: true },
      },
    });
    expect(screen.getByRole('img', { name: config.title })).toHaveAttribute(
      'src',
      'https://cdn.example/logo.png',
    );
    expect(screen.getByRole('link', { name: 'ESQUECI MINHA SENHA' })).toHaveAttribute(
      'href',
      '/auth/recuperar-senha',
    );
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/auth/cadastrar');
  });

  it('hides Cadastre-se when the brand does not allow sign-up', () => {
    const config = fixtures.config();
    renderAuthArea('/auth/login', {
      config: { ...config, misc: { ...config.misc, permiteCadastro: false } },
    });
    expect(screen.getByRole('link', { name: 'ESQUECI MINHA SENHA' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastre-se' })).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderAuthArea('/auth/login');
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar ou ocultar a senha' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
