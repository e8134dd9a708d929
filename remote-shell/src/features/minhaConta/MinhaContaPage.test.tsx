import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { fixtures, pasteInto, renderWithProviders } from '@erp/test-doubles/react';
import { startShellApi, type ShellApi } from '../../test/shellApi';
import { MinhaContaPage } from './MinhaContaPage';

let api: ShellApi;
beforeEach(() => {
  api = startShellApi();
  api.db.user = fixtures.userInfo({ id: 10, nome: 'Ana Souza' });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

function renderPage() {
  return renderWithProviders(<MinhaContaPage />, {
    route: '/pages/configuracoes/usuarios/editarminhaconta',
    session: { token: 't', user: api.db.user },
  });
}

const profile = () => screen.getByRole('form', { name: 'Meus dados' });
const passwordForm = () => screen.getByRole('form', { name: 'Alterar senha' });
// Node's File, not jsdom's: the test environment's FormData is Node's, and it only takes its own Blobs.
const image = (name: string, type: string, bytes: number) =>
  new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;

describe('my account: name and photo', () => {
  it('saves a new name and photo, then reloads the user info', async () => {
    const { user } = renderPage();
    const nome = within(profile()).getByLabelText('Nome');
    await user.clear(nome);
    await pasteInto(user, [[nome, 'Ana Maria Souza']]);
    await user.upload(screen.getByTestId('avatar-input'), image('foto.png', 'image/png', 2048));
    expect(within(profile()).getByRole('img', { name: 'Ana Souza' })).toHaveAttribute('src', 'blob:preview');

    await user.click(within(profile()).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Seus dados foram atualizados com sucesso.')).toBeInTheDocument();
    const [upload] = api.calls('POST', 'Usuarios/avatar');
    expect((upload?.body as FormData).get('file')).toMatchObject({ name: 'foto.png', type: 'image/png' });
    expect(api.calls('PUT', 'Usuarios/10').map((c) => c.body)).toEqual([
      { nome: 'Ana Maria Souza', avatar: 'http://localhost:3000/uploads/avatar-10.png' },
    ]);
    expect(api.calls('GET', 'Usuarios/getUserInfo')).toHaveLength(1);
  });

  it('refuses a photo of another type or over 1 MB, in Portuguese, and sends nothing', async () => {
    const { user } = renderWithProviders(<MinhaContaPage />, {
      session: { token: 't', user: api.db.user },
      userEvent: { applyAccept: false },
    });
    await user.upload(screen.getByTestId('avatar-input'), image('foto.gif', 'image/gif', 100));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Formato inválido! Envie uma imagem PNG, JPEG ou WebP.',
    );
    await user.upload(screen.getByTestId('avatar-input'), image('grande.jpg', 'image/jpeg', 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('A imagem deve ter no máximo 1 MB.');

    await user.click(within(profile()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls('PUT', 'Usuarios/10')).toHaveLength(1));
    expect(api.calls('POST', 'Usuarios/avatar')).toHaveLength(0);
  });

  it('requires the name, only after submit', async () => {
    const { user } = renderPage();
    await user.clear(within(profile()).getByLabelText('Nome'));
    expect(screen.queryByText('Campo Obrigatório!')).not.toBeInTheDocument();
    await user.click(within(profile()).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo Obrigatório!')).toBeInTheDocument();
    expect(api.calls('PUT', 'Usuarios/10')).toHaveLength(0);
  });
});

describe('my account: password', () => {
  const fill = async (
    user: ReturnType<typeof renderPage>['user'],
    atual: string,
    nova: string,
    conf: string,
  ) => {
    const form = within(passwordForm());
    const fields: Array<[HTMLElement, string]> = [
      [form.getByLabelText('Senha atual'), atual],
      [form.getByLabelText('Nova senha'), nova],
      [form.getByLabelText('Confirmar nova senha'), conf],
    ];
    await pasteInto(
      user,
      fields.filter(([, value]) => value !== ''),
    );
    await user.click(form.getByRole('button', { name: 'Alterar senha' }));
  };

  it('shows the field messages only after submit', async () => {
    const { user } = renderPage();
    expect(screen.queryByText('Campo Obrigatório!')).not.toBeInTheDocument();
    await fill(user, '', '', '');
    expect(await within(passwordForm()).findAllByText('Campo Obrigatório!')).toHaveLength(3);
  });

  it('asks for 6 characters and a matching confirmation', async () => {
    const { user } = renderPage();
    await fill(user, 'demo123', '12345', '54321');
    expect(await screen.findByText('Mínimo 6 caracteres!')).toBeInTheDocument();
    expect(screen.getByText('Os valores não conferem!')).toBeInTheDocument();
    expect(api.calls('POST', 'Usuarios/alteraSenha')).toHaveLength(0);
  });

  it('changes the password through Usuarios/alteraSenha and says so', async () => {
    const { user } = renderPage();
    await fill(user, 'demo123', 'nova1234', 'nova1234');
    expect(await screen.findByText('Sua senha foi alterada com sucesso.')).toBeInTheDocument();
    expect(api.calls('POST', 'Usuarios/alteraSenha').map((c) => c.body)).toEqual([
      { userId: 10, senhaAntiga: 'demo123', senhaNova: 'nova1234' },
    ]);
    expect(within(passwordForm()).getByLabelText('Senha atual')).toHaveValue('');
  });

  it("shows the server's message when the current password is wrong", async () => {
    const { user } = renderPage();
    await fill(user, 'errada1', 'nova1234', 'nova1234');
    expect(await screen.findByText(/Senha atual incorreta\./)).toBeInTheDocument();
    expect(api.db.senha).toBe('demo123');
  });
});
