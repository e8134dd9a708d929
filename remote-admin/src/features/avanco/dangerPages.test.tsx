import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { startFakeApi, loopbackError, type FakeApi } from '@erp/test-doubles';
import { suporteUser, brands, brandUser } from '../../test/adminFixtures';
import { ExcluirFilialPage } from './ExcluirFilialPage';
import { ExcluirProdutosPage } from './ExcluirProdutosPage';
import { SequenciaFilialPage } from './SequenciaFilialPage';

jest.setTimeout(30_000);

let api: FakeApi;
const render = (ui: React.ReactElement) =>
  renderWithProviders(ui, { session: { token: 't', user: suporteUser() } });

beforeEach(() => {
  api = startFakeApi();
  api.answer('GET', 'ConfigWhiteLabels', brands);
  api.answer('GET', /^Usuarios\/usuarios-whitelabel\/\d+$/, [
    brandUser(),
    brandUser({
      id: 31,
      nome: 'Bruno',
      filial: { id: 10, nome: 'Filial Centro', trial: false, bloqueada: false, dataVencimento: null },
    }),
  ]);
});

async function pickCompany(user: ReturnType<typeof render>['user'], text: RegExp) {
  await user.type(screen.getByRole('textbox', { name: 'Buscar empresa' }), 'acme');
  await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
  await user.click(await screen.findByRole('button', { name: text }));
}

describe('excluir-produtos', () => {
  it('finds the company through the brand users, one row per company', async () => {
    const { user } = render(<ExcluirProdutosPage />);
    await user.type(screen.getByRole('textbox', { name: 'Buscar empresa' }), 'acme');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findAllByRole('button', { name: 'Empresa 7: Acme Comércio' })).toHaveLength(1);
    expect(api.calls('GET', 'Usuarios/usuarios-whitelabel/1')[0]?.query.params).toEqual({
      busca: 'acme',
      skip: 0,
      limit: 50,
    });
  });

  it("enables the button only when the company's exact name is typed, then deletes", async () => {
    api.answer('POST', 'Admin/excluir-produtos', { excluidos: 42 });
    const { user } = render(<ExcluirProdutosPage />);
    await pickCompany(user, /Empresa 7/);
    await user.click(screen.getByRole('button', { name: 'Excluir todos os produtos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir todos os produtos da empresa' });
    expect(dialog).toHaveTextContent('Todos os produtos de Acme Comércio serão excluídos.');
    expect(dialog).toHaveTextContent('Digite "Acme Comércio" para confirmar.');
    const confirm = within(dialog).getByRole('button', { name: 'Excluir todos os produtos' });
    const field = within(dialog).getByRole('textbox', { name: 'Nome da empresa' });
    expect(confirm).toBeDisabled();
    await user.type(field, 'acme comércio ltda');
    expect(confirm).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Acme Comércio ');
    expect(confirm).toBeDisabled();
    await user.type(field, '{Backspace}');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('42 produtos excluídos.')).toBeInTheDocument();
    expect(api.calls('POST', 'Admin/excluir-produtos')[0]?.body).toEqual({
      empresaId: 7,
      confirmacao: 'Acme Comércio',
    });
  });
});

describe('excluir-filial', () => {
  it("lists branches, and shows the server's 409 for a company's only branch", async () => {
    api.answer(
      'POST',
      'Admin/excluir-filial',
      loopbackError(409, 'Não é possível excluir a única filial da empresa.'),
    );
    const { user } = render(<ExcluirFilialPage />);
    await pickCompany(user, /Filial 10: Filial Centro/);
    await user.click(screen.getByRole('button', { name: 'Excluir filial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir filial' });
    expect(dialog).toHaveTextContent('A filial Filial Centro de Acme Comércio será excluída.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome da empresa' }), 'Acme Comércio');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir filial' }));
    expect(await screen.findByText('Não é possível excluir a única filial da empresa.')).toBeInTheDocument();
    expect(api.calls('POST', 'Admin/excluir-filial')[0]?.body).toEqual({
      filialId: 10,
      confirmacao: 'Acme Comércio',
    });
  });
});

describe('sequencia-filial', () => {
  it("reads the company's next branch number and saves a new one", async () => {
    api.answer('GET', 'Admin/sequencia-filial', { empresaId: 7, proximo: 3 });
    api.answer('PUT', 'Admin/sequencia-filial', (call: { body: unknown }) => call.body);
    const { user } = render(<SequenciaFilialPage />);
    await pickCompany(user, /Empresa 7/);
    const field = await screen.findByRole('textbox', { name: 'Próximo número' });
    expect(field).toHaveValue('3');
    expect(api.calls('GET', 'Admin/sequencia-filial')[0]?.query).toEqual({ empresaId: 7 });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo Obrigatório!')).toBeInTheDocument();
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Sequência salva.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('PUT', 'Admin/sequencia-filial')[0]?.body).toEqual({ empresaId: 7, proximo: 12 }),
    );
  });
});
