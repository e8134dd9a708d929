import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { startFakeApi, loopbackError, type FakeApi } from '@erp/test-doubles';
import { adminConfig, masterUser } from '../../test/adminFixtures';
import { menuKeyOptions } from './menuKeyOptions';
import { ModulosPage } from './ModulosPage';

jest.setTimeout(30_000);

let api: FakeApi;
const renderPage = () =>
  renderWithProviders(<ModulosPage />, { session: { token: 't', user: masterUser() } });

beforeEach(() => {
  api = startFakeApi();
  api.answer('GET', 'ConfigWhiteLabels/1/admin', adminConfig());
  api.answer('PUT', 'ConfigWhiteLabels/1', (call: { body: unknown }) => adminConfig(call.body as object));
});

describe('modulo-config', () => {
  it("shows the brand's modules and the plans' additional modules with their switches and menus", async () => {
    renderPage();
    const brand = await screen.findByRole('region', { name: 'Módulos da marca' });
    expect(within(brand).getByRole('switch', { name: 'Ativar Financeiro' })).toBeChecked();
    expect(within(brand).getByRole('switch', { name: 'Ativar Fiscal' })).not.toBeChecked();
    expect(
      within(brand).getByText(/^financeiro \(Contas a pagar/, { selector: '.mantine-Pill-label' }),
    ).toBeInTheDocument();
    const extra = screen.getByRole('region', { name: 'Módulos adicionais dos planos' });
    expect(within(extra).getByRole('switch', { name: 'Ativar Boletos' })).toBeChecked();
  });

  it('saves the switches and the picked menus through the brand configuration PUT, nothing else', async () => {
    const { user } = renderPage();
    const brand = await screen.findByRole('region', { name: 'Módulos da marca' });
    await user.click(within(brand).getByRole('switch', { name: 'Ativar Fiscal' }));
    await user.click(within(brand).getByRole('textbox', { name: 'Menus liberados — Fiscal' }));
    await user.click(await screen.findByRole('option', { name: /^nfe \(/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Módulos salvos.')).toBeInTheDocument();
    const body = api.calls('PUT', 'ConfigWhiteLabels/1')[0]?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['modulos', 'planoModulos']);
    expect(body.modulos).toEqual([
      { id: 1, nome: 'Financeiro', ativo: true, menus: ['financeiro'] },
      { id: 2, nome: 'Fiscal', ativo: true, menus: ['nfe'] },
    ]);
  });

  it("shows the server's refusal and keeps the edits", async () => {
    api.answer('PUT', 'ConfigWhiteLabels/1', loopbackError(403, 'Acesso restrito à administração.'));
    const { user } = renderPage();
    const brand = await screen.findByRole('region', { name: 'Módulos da marca' });
    await user.click(within(brand).getByRole('switch', { name: 'Ativar Financeiro' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(dialog).toHaveTextContent('Acesso restrito à administração.');
    await waitFor(() =>
      expect(within(brand).getByRole('switch', { name: 'Ativar Financeiro' })).not.toBeChecked(),
    );
  });
});

describe('modulo-config: a new module', () => {
  it('is named in a prompt, gets the next free id, starts on and is saved with its menus', async () => {
    const { user } = renderPage();
    const extra = await screen.findByRole('region', { name: 'Módulos adicionais dos planos' });
    await user.click(within(extra).getByRole('button', { name: 'Adicionar módulo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar módulo' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome do módulo' }), 'E');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByText('Informe no mínimo 2 caracteres!')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome do módulo' }), '-commerce');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(extra).findByRole('switch', { name: 'Ativar E-commerce' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Módulos salvos.');
    const body = api.calls('PUT', 'ConfigWhiteLabels/1')[0]?.body as { planoModulos: unknown[] };
    expect(body.planoModulos).toEqual([
      { id: 3, nome: 'Boletos', ativo: true, menus: ['boletos'] },
      { id: 4, nome: 'E-commerce', ativo: true, menus: [] },
    ]);
  });
});

describe('menuKeyOptions', () => {
  it("offers each permission key of the main and settings menus once, labelled with its menus' titles", () => {
    const options = menuKeyOptions();
    const values = options.map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toEqual(expect.arrayContaining(['financeiro', 'nfe', 'boletos']));
    expect(options.find((o) => o.value === 'financeiro')?.label).toMatch(
      /^financeiro \(Contas a pagar, Contas a receber/,
    );
  });
});
