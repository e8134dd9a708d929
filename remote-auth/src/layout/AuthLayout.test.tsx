import { screen, waitFor } from '@testing-library/react';
import type { AuthCover } from '@erp/domain';
import { fixtures } from '@erp/test-doubles/react';
import { startAuthApi, type AuthApi } from '../test/authApi';
import { renderAuthArea, routeLeftTo } from '../test/renderAuthArea';
import type * as Doubles from '@erp/test-doubles';

jest.mock('@erp/federation', () =>
  jest.requireActual<typeof Doubles>('@erp/test-doubles').federationModule(),
);

let api: AuthApi;
beforeEach(() => {
  api = startAuthApi();
});

const withCover = (capaAuth: AuthCover) => {
  const config = fixtures.config();
  return { ...config, title: 'Marca Teste', misc: { ...config.misc, capaAuth } };
};

describe('opening the auth area', () => {
  it('pings the API once', async () => {
    renderAuthArea('/auth/login');
    await waitFor(() => expect(api.calls('GET', 'ping')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('sends the user to sistema-indisponivel when the ping fails', async () => {
    api.answer('GET', 'ping', () => {
      throw new TypeError('Failed to fetch');
    });
    renderAuthArea('/auth/login');
    expect(await routeLeftTo()).toBe('/sistema-indisponivel');
  });
});

describe('the brand cover', () => {
  it('shows an image cover', () => {
    renderAuthArea('/auth/login', {
      config: withCover({ tipo: 'imagem', valor: 'https://cdn.example/capa.jpg' }),
    });
    const image = screen.getByTestId('auth-cover').querySelector('img');
    expect(image).toHaveAttribute('src', 'https://cdn.example/capa.jpg');
  });

  it('embeds a frame cover that cannot reach the session', () => {
    renderAuthArea('/auth/login', {
      config: withCover({ tipo: 'iframe', valor: 'https://marca.example/capa' }),
    });
    const frame = screen.getByTitle('Marca Teste');
    expect(frame).toHaveAttribute('src', 'https://marca.example/capa');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-same-origin/);
  });

  it('shows custom HTML without running any of its scripts', async () => {
    const ran = jest.fn();
    Object.assign(window, { coverScriptRan: ran });
    const html =
      '<h2>Bem-vindo à Marca</h2><script>window.coverScriptRan()</script>' +
      '<img src="x" alt="capa" onerror="window.coverScriptRan()"><a href="javascript:window.coverScriptRan()">link</a>';
    renderAuthArea('/auth/login', { config: withCover({ tipo: 'html', valor: html }) });
    const cover = screen.getByTestId('auth-cover');
    expect(await screen.findByRole('heading', { name: 'Bem-vindo à Marca' })).toBeInTheDocument();
    expect(cover.querySelector('script')).toBeNull();
    expect(cover.querySelector('[onerror]')).toBeNull();
    expect(cover.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/);
    expect(ran).not.toHaveBeenCalled();
  });

  it('shows the form alone when the brand has no cover', () => {
    renderAuthArea('/auth/login');
    expect(screen.queryByTestId('auth-cover')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});
