import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { startFakeApi, type FakeApi } from '@erp/test-doubles';
import { masterUser } from '../../test/adminFixtures';
import { AjudaPage } from './AjudaPage';

jest.setTimeout(30_000);

let api: FakeApi;

beforeEach(() => {
  api = startFakeApi();
  api.answer('GET', 'Admin/ajuda', [{ titulo: 'Central de ajuda', url: 'https://ajuda.demo.com.br' }]);
  api.answer('PUT', 'Admin/ajuda', (call: { body: unknown }) => (call.body as { itens: unknown }).itens);
});

describe('ajuda', () => {
  it("shows the brand's help links, checks new ones and saves the whole list", async () => {
    const { user } = renderWithProviders(<AjudaPage />, { session: { token: 't', user: masterUser() } });
    expect(await screen.findByDisplayValue('Central de ajuda')).toBeInTheDocument();
    expect(api.calls('GET', 'Admin/ajuda')[0]?.query).toEqual({ idConfig: 1 });
    await user.click(screen.getByRole('button', { name: 'Adicionar link' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getAllByText('Campo Obrigatório!')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: /Título 2/ }), 'Vídeos');
    await user.type(screen.getByRole('textbox', { name: /Endereço 2/ }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Formato inválido!')).toBeInTheDocument();
    expect(api.calls('PUT', 'Admin/ajuda')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /Endereço 2/ }));
    await user.type(screen.getByRole('textbox', { name: /Endereço 2/ }), 'https://youtube.com/@demo ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Links de ajuda salvos.')).toBeInTheDocument();
    const put = api.calls('PUT', 'Admin/ajuda')[0];
    expect(put?.query).toEqual({ idConfig: 1 });
    expect(put?.body).toEqual({
      itens: [
        { titulo: 'Central de ajuda', url: 'https://ajuda.demo.com.br' },
        { titulo: 'Vídeos', url: 'https://youtube.com/@demo' },
      ],
    });
  });

  it('removes a link', async () => {
    const { user } = renderWithProviders(<AjudaPage />, { session: { token: 't', user: masterUser() } });
    await screen.findByDisplayValue('Central de ajuda');
    await user.click(screen.getByRole('button', { name: 'Remover link 1' }));
    expect(screen.getByText('Nenhum link de ajuda.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Links de ajuda salvos.');
    expect(api.calls('PUT', 'Admin/ajuda')[0]?.body).toEqual({ itens: [] });
    expect(within(document.body).queryByDisplayValue('Central de ajuda')).not.toBeInTheDocument();
  });
});
