import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pasteInto, renderWithProviders } from '@erp/test-doubles/react';
import { startFakeApi, loopbackError, type FakeApi } from '@erp/test-doubles';
import { suporteUser, brandConfig, plano } from '../../test/adminFixtures';
import { PlanosPage } from './PlanosPage';

// Typing into Mantine inputs on a shared 2-core machine takes seconds per test.
jest.setTimeout(30_000);

let api: FakeApi;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const renderPage = () =>
  renderWithProviders(<PlanosPage />, { session: { token: 't', user: suporteUser() } });

beforeEach(() => {
  api = startFakeApi();
  api.answer('GET', 'ConfigWhiteLabels', (call: { query: Record<string, unknown> }) =>
    call.query.filter ? [brandConfig()] : [{ idConfig: 1, title: 'ERP Demo' }],
  );
  api.answer('GET', 'Admin/cobrancas', []);
  api.answer('GET', 'Admin/planos', [
    plano(),
    plano({ id: 2, nome: 'Completo', valorMensal: 1499.5, ativo: false, modulos: [] }),
  ]);
});

describe('plano-config: the brand plans grid', () => {
  it("lists the brand's plans with BRL prices and whether they are on sale", async () => {
    renderPage();
    expect(await screen.findByText('Básico')).toBeInTheDocument();
    expect(within(rowOf('Básico')).getByText('R$ 89,90')).toBeInTheDocument();
    expect(within(rowOf('Básico')).getByText('Financeiro')).toBeInTheDocument();
    expect(within(rowOf('Básico')).getByText('À venda')).toBeInTheDocument();
    expect(within(rowOf('Completo')).getByText('R$ 1.499,50')).toBeInTheDocument();
    expect(within(rowOf('Completo')).getByText('Fora de venda')).toBeInTheDocument();
    expect(api.calls('GET', 'Admin/planos')[0]?.query).toEqual({ idConfig: 1 });
  });

  it('refuses an empty form with the spec messages, only after submit', async () => {
    const { user } = renderPage();
    await screen.findByText('Básico');
    await user.click(screen.getByRole('button', { name: 'Novo plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo plano' });
    expect(within(dialog).queryByText('Campo Obrigatório!')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getAllByText('Campo Obrigatório!')).toHaveLength(3);
    await user.click(within(dialog).getByRole('textbox', { name: /^Nome/ }));
    await user.paste('x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Máximo 100 caracteres!')).toBeInTheDocument();
    expect(api.calls('POST', 'Planos')).toHaveLength(0);
  });

  it('creates a plan for the brand with the typed BRL price and chosen modules', async () => {
    api.answer('POST', 'Planos', (call: { body: unknown }) => ({ id: 9, ...(call.body as object) }));
    const { user } = renderPage();
    await screen.findByText('Básico');
    await user.click(screen.getByRole('button', { name: 'Novo plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo plano' });
    await pasteInto(user, [
      [within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Profissional'],
      [within(dialog).getByRole('textbox', { name: /Id no sistema de cobrança/ }), 'PRO-1'],
    ]);
    await user.type(within(dialog).getByRole('textbox', { name: /Valor mensal/ }), '1234,5');
    await user.click(within(dialog).getByRole('textbox', { name: 'Módulos do plano' }));
    await user.click(await screen.findByRole('option', { name: 'Boletos' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Listar Boletos na página de planos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Plano salvo.')).toBeInTheDocument();
    expect(api.calls('POST', 'Planos')[0]?.body).toEqual({
      nome: 'Profissional',
      descricao: '',
      idExterno: 'PRO-1',
      valorMensal: 1234.5,
      ativo: true,
      modulos: [{ id: 3, nome: 'Boletos', visivel: false }],
      configWhiteLabel: 1,
    });
    await waitFor(() => expect(api.calls('GET', 'Admin/planos')).toHaveLength(2));
  });

  it('edits a plan with its values filled in', async () => {
    api.answer('PUT', 'Planos/1', (call: { body: unknown }) => ({ id: 1, ...(call.body as object) }));
    const { user } = renderPage();
    await screen.findByText('Básico');
    await user.click(screen.getByRole('button', { name: 'Editar plano Básico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar plano' });
    expect(within(dialog).getByRole('textbox', { name: /Valor mensal/ })).toHaveValue('R$ 89,90');
    await user.click(within(dialog).getByRole('switch', { name: 'Plano à venda' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Plano salvo.');
    expect(api.calls('PUT', 'Planos/1')[0]?.body).toMatchObject({
      nome: 'Básico',
      ativo: false,
      valorMensal: 89.9,
    });
  });

  it('deletes after confirmation and shows the 409 of a plan in use', async () => {
    api.answer(
      'DELETE',
      'Planos/2',
      loopbackError(409, 'Não é possível excluir um plano usado por uma filial.'),
    );
    const { user } = renderPage();
    await screen.findByText('Completo');
    await user.click(screen.getByRole('button', { name: 'Excluir plano Completo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir plano' });
    expect(dialog).toHaveTextContent('Deseja excluir o plano "Completo"?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('Não é possível excluir um plano usado por uma filial.'),
    ).toBeInTheDocument();
    expect(api.calls('DELETE', 'Planos/2')).toHaveLength(1);
  });
});
