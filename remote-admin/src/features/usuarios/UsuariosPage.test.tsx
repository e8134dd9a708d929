import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { sessionStore } from '@erp/session';
import { pasteInto, renderWithProviders } from '@erp/test-doubles/react';
import { noContent, json, startFakeApi } from '@erp/test-doubles';
import { brandUser, suporteUser } from '../../test/adminFixtures';
import { UsuariosPage } from './UsuariosPage';

jest.setTimeout(30_000);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const ana = brandUser();
const bruno = brandUser({ id: 31, nome: 'Bruno Acme', email: 'bruno@acme.com.br', ativo: false });

function renderPage(total = 2) {
  const api = startFakeApi();
  api.answer('GET', 'ConfigWhiteLabels', () => json([{ idConfig: 1, title: 'ERP Demo' }]));
  api.answer('GET', /^Usuarios\/usuarios-whitelabel\//, () => json([ana, bruno]));
  api.answer('GET', 'Usuarios/count', () => json({ count: total }));
  api.answer('PUT', 'Usuarios/30/ativo', (call) => json({ ...ana, ...(call.body as object) }));
  api.answer('PUT', 'Usuarios/30', (call) => json({ id: 30, ...(call.body as object) }));
  api.answer('POST', 'Usuarios/30/reenviarPrimeiroAcesso', () => noContent());
  api.answer('POST', 'Admin/visao-cliente', () => json({ token: 'view-token' }));
  const view = renderWithProviders(
    <>
      <UsuariosPage />
      <Where />
    </>,
    {
      route: '/administrador/configuracoes/usuarios',
      session: { token: 'admin-token', user: suporteUser() },
      userEvent: { delay: null },
    },
  );
  return { api, ...view };
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const openActions = async (user: ReturnType<typeof renderPage>['user'], name: string) =>
  user.click(within(row(name)).getByRole('button', { name: `Ações do usuário: ${name}` }));

describe('UsuariosPage', () => {
  it("lists the brand's users with their state, searches and pages through the API", async () => {
    const { api, user } = renderPage(45);
    expect(await screen.findByRole('cell', { name: 'Ana Acme' })).toBeInTheDocument();
    expect(within(row('Ana Acme')).getByText('Ativo')).toBeInTheDocument();
    expect(within(row('Bruno Acme')).getByText('Bloqueado')).toBeInTheDocument();
    expect(screen.getByText('45 usuários')).toBeInTheDocument();
    expect(api.calls('GET', 'Usuarios/usuarios-whitelabel/1')[0]?.query).toEqual({
      params: { busca: '', skip: 0, limit: 20 },
    });
    expect(api.calls('GET', 'Usuarios/count')[0]?.query).toEqual({ where: { idConfig: 1, busca: '' } });

    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() =>
      expect(api.calls('GET', 'Usuarios/usuarios-whitelabel/1').at(-1)?.query).toEqual({
        params: { busca: '', skip: 40, limit: 20 },
      }),
    );

    await user.type(screen.getByLabelText('Pesquisar'), 'acme');
    await user.click(screen.getByRole('radio', { name: 'Bloqueados' }));
    await waitFor(() =>
      expect(api.calls('GET', 'Usuarios/usuarios-whitelabel/1').at(-1)?.query).toEqual({
        params: { busca: 'acme', skip: 0, limit: 20, ativo: false },
      }),
    );
    expect(api.calls('GET', 'Usuarios/count').at(-1)?.query).toEqual({
      where: { idConfig: 1, busca: 'acme', ativo: false },
    });
  });

  it('blocks a user only after confirmation', async () => {
    const { api, user } = renderPage();
    await screen.findByRole('cell', { name: 'Ana Acme' });
    await openActions(user, 'Ana Acme');
    await user.click(await screen.findByRole('menuitem', { name: 'Bloquear' }));
    expect(
      await screen.findByText('Bloquear Ana Acme? As sessões abertas deste usuário serão encerradas.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText(/As sessões abertas/)).not.toBeInTheDocument());
    expect(api.calls('PUT', 'Usuarios/30/ativo')).toHaveLength(0);

    await openActions(user, 'Ana Acme');
    await user.click(await screen.findByRole('menuitem', { name: 'Bloquear' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Ana Acme foi bloqueado.')).toBeInTheDocument();
    expect(api.calls('PUT', 'Usuarios/30/ativo').map((c) => c.body)).toEqual([{ ativo: false }]);
    expect(within(row('Ana Acme')).getByText('Bloqueado')).toBeInTheDocument();
  });

  it('resends the first-access e-mail', async () => {
    const { api, user } = renderPage();
    await screen.findByRole('cell', { name: 'Ana Acme' });
    await openActions(user, 'Ana Acme');
    await user.click(await screen.findByRole('menuitem', { name: 'Reenviar primeiro acesso' }));
    expect(
      await screen.findByText('E-mail de primeiro acesso enviado para admin@acme.com.br.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', 'Usuarios/30/reenviarPrimeiroAcesso')).toHaveLength(1);
  });

  it("edits a user's name, with the required message only after submit", async () => {
    const { api, user } = renderPage();
    await screen.findByRole('cell', { name: 'Ana Acme' });
    await openActions(user, 'Ana Acme');
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuário' });
    const nome = within(dialog).getByLabelText('Nome');
    await user.clear(nome);
    expect(within(dialog).queryByText('Campo Obrigatório!')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Campo Obrigatório!')).toBeInTheDocument();
    expect(api.calls('PUT', 'Usuarios/30')).toHaveLength(0);

    await pasteInto(user, [[nome, 'Ana Maria Acme']]);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário salvo.')).toBeInTheDocument();
    expect(api.calls('PUT', 'Usuarios/30').map((c) => c.body)).toEqual([{ nome: 'Ana Maria Acme' }]);
    expect(screen.getByRole('cell', { name: 'Ana Maria Acme' })).toBeInTheDocument();
  });

  it("opens the company's client view: view token in the session, own session kept, dashboard after the delay", async () => {
    const { api, user } = renderPage();
    await screen.findByRole('cell', { name: 'Ana Acme' });
    await openActions(user, 'Ana Acme');
    await user.click(await screen.findByRole('menuitem', { name: 'Visão do cliente' }));
    await waitFor(() => expect(sessionStore.getState().token).toBe('view-token'));
    expect(api.calls('POST', 'Admin/visao-cliente').map((c) => c.body)).toEqual([{ empresaId: 7 }]);
    expect(sessionStore.getState().clientView).toMatchObject({
      empresaId: 7,
      nome: 'Acme Comércio',
      admin: { token: 'admin-token' },
    });
    // The spec's 300 ms client-view delay before the company's dashboard opens.
    expect(screen.getByTestId('where')).toHaveTextContent('/administrador/configuracoes/usuarios');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pages/dashboard'));
  });
});
