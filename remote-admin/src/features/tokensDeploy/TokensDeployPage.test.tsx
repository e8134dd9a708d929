import { screen, within } from '@testing-library/react';
import { pasteInto, renderWithProviders } from '@erp/test-doubles/react';
import type { TokenDeploy } from '@erp/domain';
import { startFakeApi, loopbackError, type FakeApi } from '@erp/test-doubles';
import { suporteUser } from '../../test/adminFixtures';
import { TokensDeployPage } from './TokensDeployPage';

jest.setTimeout(30_000);

const SECRET = `erpdeploy_${'k'.repeat(43)}`;
const token = (overrides: Partial<TokenDeploy>): TokenDeploy => ({
  id: 1,
  nome: 'CI relatórios',
  container: 'reports',
  criadoEm: '2026-11-20T13:30:00.000Z',
  criadoPor: 'suporte@avanco.com.br',
  ultimoUsoEm: null,
  revogadoEm: null,
  ...overrides,
});

let api: FakeApi;
const render = () =>
  renderWithProviders(<TokensDeployPage />, { session: { token: 't', user: suporteUser() } });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  api = startFakeApi();
  api.answer('GET', 'Admin/tokens-deploy/containers', ['auth', 'signup', 'shell', 'reports', 'admin']);
  api.answer('GET', 'Admin/tokens-deploy', [
    token({ id: 2, nome: 'CI admin', container: 'admin', ultimoUsoEm: '2026-11-21T09:00:00.000Z' }),
    token({ id: 1, revogadoEm: '2026-11-22T10:00:00.000Z' }),
  ]);
});

describe('deploy tokens', () => {
  it('lists each token with its container, last use and state, and offers revoking only the live ones', async () => {
    render();
    const live = within(await screen.findByText('CI admin').then(() => rowOf('CI admin')));
    expect(live.getByText('admin')).toBeInTheDocument();
    expect(live.getByText('Ativo')).toBeInTheDocument();
    expect(live.getByText(/21\/11\/2026/)).toBeInTheDocument();
    expect(live.getByRole('button', { name: 'Revogar token CI admin' })).toBeInTheDocument();
    const revoked = within(rowOf('CI relatórios'));
    expect(revoked.getByText('Nunca usado')).toBeInTheDocument();
    expect(revoked.getByText(/^Revogado em 22\/11\/2026/)).toBeInTheDocument();
    expect(revoked.queryByRole('button', { name: /Revogar/ })).not.toBeInTheDocument();
    // The list never carries a token: there is nothing secret to show.
    expect(document.body).not.toHaveTextContent('erpdeploy_');
  });

  it('creates a token for one container and shows it once, never again after the dialog closes', async () => {
    api.answer('POST', 'Admin/tokens-deploy', (call: { body: unknown }) => ({
      ...token({ id: 3, ...(call.body as object) }),
      token: SECRET,
    }));
    const { user } = render();
    await screen.findByText('CI admin');
    await user.click(screen.getByRole('button', { name: 'Novo token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo token' });
    await user.click(within(dialog).getByRole('button', { name: 'Criar token' }));
    expect(within(dialog).getAllByText('Campo Obrigatório!')).toHaveLength(2);
    expect(api.calls('POST', 'Admin/tokens-deploy')).toHaveLength(0);

    await pasteInto(user, [
      [within(dialog).getByRole('textbox', { name: /Nome/ }), '  CI da equipe de relatórios '],
    ]);
    await user.click(within(dialog).getByRole('textbox', { name: /Container/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'reports' }));
    api.answer('GET', 'Admin/tokens-deploy', [token({ id: 3, nome: 'CI da equipe de relatórios' })]);
    await user.click(within(dialog).getByRole('button', { name: 'Criar token' }));

    const shown = await screen.findByRole('dialog', { name: 'Token criado' });
    expect(api.calls('POST', 'Admin/tokens-deploy')[0]?.body).toEqual({
      nome: 'CI da equipe de relatórios',
      container: 'reports',
    });
    expect(shown).toHaveTextContent('Copie o token agora: ele não será mostrado de novo.');
    expect(shown).toHaveTextContent(SECRET);
    expect(within(shown).getByRole('button', { name: 'Copiar token' })).toBeInTheDocument();
    // The dialog's own 'Fechar' (the X in its corner is named 'Fechar' too).
    const close = within(shown)
      .getAllByRole('button', { name: 'Fechar' })
      .find((b) => b.textContent === 'Fechar');
    await user.click(close!);
    expect(await screen.findByText('CI da equipe de relatórios')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it("shows the API's refusal of a creation and keeps the form open", async () => {
    api.answer(
      'POST',
      'Admin/tokens-deploy',
      loopbackError(400, 'Escolha o container que o token poderá publicar.'),
    );
    const { user } = render();
    await screen.findByText('CI admin');
    await user.click(screen.getByRole('button', { name: 'Novo token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo token' });
    await pasteInto(user, [[within(dialog).getByRole('textbox', { name: /Nome/ }), 'CI']]);
    await user.click(within(dialog).getByRole('textbox', { name: /Container/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'auth' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar token' }));
    expect(await screen.findByText(/Escolha o container que o token poderá publicar/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Novo token' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Token criado' })).not.toBeInTheDocument();
  });

  it('revokes a token after confirmation and reads the list again', async () => {
    api.answer('DELETE', 'Admin/tokens-deploy/2', undefined);
    const { user } = render();
    await screen.findByText('CI admin');
    await user.click(screen.getByRole('button', { name: 'Revogar token CI admin' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revogar token de deploy' });
    expect(confirm).toHaveTextContent('O token "CI admin" deixará de publicar admin. Deseja revogá-lo?');
    api.answer('GET', 'Admin/tokens-deploy', [
      token({ id: 2, nome: 'CI admin', container: 'admin', revogadoEm: '2026-11-23T08:00:00.000Z' }),
    ]);
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Token revogado.')).toBeInTheDocument();
    expect(api.calls('DELETE', 'Admin/tokens-deploy/2')).toHaveLength(1);
    expect(await screen.findByText(/^Revogado em 23\/11\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revogar token CI admin' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be read', async () => {
    api.answer('GET', 'Admin/tokens-deploy', loopbackError(500, 'Erro interno.'));
    render();
    expect(await screen.findByText('Não foi possível carregar os tokens de deploy.')).toBeInTheDocument();
  });
});
