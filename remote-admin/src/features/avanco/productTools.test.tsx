import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { pasteInto, renderWithProviders } from '@erp/test-doubles/react';
import { startFakeApi, loopbackError, type FakeApi } from '@erp/test-doubles';
import { suporteUser, brands } from '../../test/adminFixtures';
import { BancosPage } from './BancosPage';
import { FinanceiroPage, monthKey } from './FinanceiroPage';
import { IbptImportPage } from './IbptImportPage';
import { PdvVersaoPage } from './PdvVersaoPage';

jest.setTimeout(30_000);

let api: FakeApi;
const render = (ui: React.ReactElement) =>
  renderWithProviders(ui, { session: { token: 't', user: suporteUser() } });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  api = startFakeApi();
  api.answer('GET', 'ConfigWhiteLabels', brands);
});

describe('bancos', () => {
  beforeEach(() => {
    api.answer('GET', 'Admin/bancos', [
      { id: 1, codigo: '001', nome: 'Banco do Brasil' },
      { id: 2, codigo: '341', nome: 'Itaú' },
    ]);
  });

  it('lists the banks and refuses a code that is not three digits', async () => {
    const { user } = render(<BancosPage />);
    expect(
      within(await screen.findByText('Itaú').then(() => rowOf('Itaú'))).getByText('341'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Novo banco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo banco' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getAllByText('Campo Obrigatório!')).toHaveLength(2);
    await user.type(within(dialog).getByRole('textbox', { name: /Código/ }), '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Formato inválido!')).toBeInTheDocument();
    expect(api.calls('POST', 'Admin/bancos')).toHaveLength(0);
  });

  it("creates a bank, and shows the server's refusal of a duplicate code", async () => {
    api.answer('POST', 'Admin/bancos', loopbackError(409, 'Já existe um banco com este código.'));
    const { user } = render(<BancosPage />);
    await screen.findByText('Itaú');
    await user.click(screen.getByRole('button', { name: 'Novo banco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo banco' });
    await pasteInto(user, [
      [within(dialog).getByRole('textbox', { name: /Código/ }), '341'],
      [within(dialog).getByRole('textbox', { name: /Nome/ }), 'Outro'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe um banco com este código.')).toBeInTheDocument();
    expect(api.calls('POST', 'Admin/bancos')[0]?.body).toEqual({ codigo: '341', nome: 'Outro' });
  });

  it('edits and deletes after confirmation', async () => {
    api.answer('PUT', 'Admin/bancos/2', (call: { body: unknown }) => ({ id: 2, ...(call.body as object) }));
    api.answer('DELETE', 'Admin/bancos/1', undefined);
    const { user } = render(<BancosPage />);
    await screen.findByText('Itaú');
    await user.click(screen.getByRole('button', { name: 'Editar banco Itaú' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar banco' });
    const nome = within(dialog).getByRole('textbox', { name: /Nome/ });
    await user.clear(nome);
    await pasteInto(user, [[nome, 'Itaú Unibanco']]);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Banco salvo.')).toBeInTheDocument();
    expect(api.calls('PUT', 'Admin/bancos/2')[0]?.body).toEqual({ codigo: '341', nome: 'Itaú Unibanco' });

    await user.click(screen.getByRole('button', { name: 'Excluir banco Banco do Brasil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir banco' });
    expect(confirm).toHaveTextContent('Deseja excluir o banco "Banco do Brasil"?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Banco excluído.')).toBeInTheDocument();
    expect(api.calls('DELETE', 'Admin/bancos/1')).toHaveLength(1);
  });
});

describe('pdv-versao', () => {
  it('shows the current version and saves a valid one, refusing a bad format', async () => {
    api.answer('GET', 'Admin/pdv-versao', {
      versao: '1.2.3',
      url: 'https://cdn.avanco.com.br/pdv-1.2.3.exe',
      obrigatoria: false,
    });
    api.answer('PUT', 'Admin/pdv-versao', (call: { body: unknown }) => call.body);
    const { user } = render(<PdvVersaoPage />);
    const versao = await screen.findByDisplayValue('1.2.3');
    await user.clear(versao);
    await user.type(versao, '1.3');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Formato inválido!')).toBeInTheDocument();
    await user.type(versao, '.0');
    await user.click(screen.getByRole('checkbox', { name: 'Atualização obrigatória' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Versão do PDV salva.')).toBeInTheDocument();
    expect(api.calls('PUT', 'Admin/pdv-versao')[0]?.body).toEqual({
      versao: '1.3.0',
      url: 'https://cdn.avanco.com.br/pdv-1.2.3.exe',
      obrigatoria: true,
    });
  });
});

describe('pdv-versao before any version', () => {
  it('starts empty when the API has none yet (null)', async () => {
    api.answer('GET', 'Admin/pdv-versao', null);
    render(<PdvVersaoPage />);
    expect(await screen.findByRole('textbox', { name: /Versão/ })).toHaveValue('');
    expect(screen.queryByText('Não foi possível carregar a versão do PDV.')).not.toBeInTheDocument();
  });
});

describe('importacao-ibpt', () => {
  it('uploads the CSV, shows the summary with the refused lines, then the searchable rows', async () => {
    api.answer('GET', 'Admin/ibpt/ncm', (call: { query: Record<string, unknown> }) =>
      call.query.busca === 'cafe'
        ? [
            {
              codigo: '09011110',
              ex: '',
              descricao: 'Café não torrado',
              nacionalFederal: 13.45,
              importadosFederal: '15.45',
              estadual: 18,
              municipal: 0,
              vigenciaInicio: '2026-11-01',
              vigenciaFim: '2026-12-31',
              versao: '26.2.A',
            },
          ]
        : [],
    );
    api.answer('POST', 'Admin/ibpt/ncm', {
      importados: 10412,
      ignorados: 2,
      erros: [
        { linha: 7, mensagem: 'Código inválido.' },
        { linha: 12, mensagem: 'Alíquota inválida.' },
      ],
    });
    const { user } = render(<IbptImportPage tipo="ncm" />);
    expect(screen.getByRole('heading', { name: 'Importação IBPT (NCM)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Escolha o arquivo CSV.')).toBeInTheDocument();
    // Node's File, as the FormData of this jsdom environment is Node's (a browser has one family of both).
    const csv = new NodeFile(['codigo;ex;tipo;descricao\n'], 'TabelaIBPTaxSP.csv', {
      type: 'text/csv',
    }) as unknown as File;
    // Mantine's FileInput keeps its <input type=file> outside the labelled button.
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, csv);
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('10412 linhas importadas, 2 ignoradas.')).toBeInTheDocument();
    expect(
      within(screen.getByText('7').closest('tr') as HTMLElement).getByText('Código inválido.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Alíquota inválida.')).toBeInTheDocument();
    const sent = (api.calls('POST', 'Admin/ibpt/ncm')[0]?.body as FormData | undefined)?.get(
      'arquivo',
    ) as File;
    expect(sent.name).toBe('TabelaIBPTaxSP.csv');

    await user.type(screen.getByRole('textbox', { name: 'Pesquisar código ou descrição' }), 'cafe');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    const row = (await screen.findByText('Café não torrado')).closest('tr') as HTMLElement;
    expect(within(row).getByText('13,45%')).toBeInTheDocument();
    expect(within(row).getByText('15,45%')).toBeInTheDocument();
    expect(within(row).getByText('01/11/2026 – 31/12/2026')).toBeInTheDocument();
  });
});

describe('financeiro-whitelabel', () => {
  it("shows the brand's month in BRL, for the current month first", async () => {
    api.answer('GET', 'Admin/financeiro-whitelabel', {
      empresasAtivas: 12,
      filiaisAtivas: 15,
      valorPorFilial: 39.9,
      total: 598.5,
    });
    render(<FinanceiroPage today={new Date(2026, 10, 23)} />);
    expect(await screen.findByText('R$ 598,50')).toBeInTheDocument();
    expect(screen.getByText('R$ 39,90')).toBeInTheDocument();
    expect(screen.getByText('15')).toBeInTheDocument();
    expect(api.calls('GET', 'Admin/financeiro-whitelabel')[0]?.query).toEqual({
      idConfig: 1,
      mes: '2026-11',
    });
  });

  it("saves the brand's fee per branch and reads the month again", async () => {
    let valor = 39.9;
    api.answer('GET', 'Admin/financeiro-whitelabel', () => ({
      empresasAtivas: 12,
      filiaisAtivas: 10,
      valorPorFilial: valor,
      total: valor * 10,
    }));
    api.answer('PUT', 'Admin/financeiro-whitelabel', (call: { body: unknown }) => {
      valor = (call.body as { valorPorFilial: number }).valorPorFilial;
      return { idConfig: 1, valorPorFilial: valor };
    });
    const { user } = render(<FinanceiroPage today={new Date(2026, 10, 23)} />);
    const field = await screen.findByRole('textbox', { name: 'Novo valor por filial' });
    expect(field).toHaveValue('R$ 39,90');
    await user.clear(field);
    await user.type(field, '45');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Valor por filial salvo.')).toBeInTheDocument();
    expect(api.calls('PUT', 'Admin/financeiro-whitelabel')[0]?.body).toEqual({
      idConfig: 1,
      valorPorFilial: 45,
    });
    expect(await screen.findByText('R$ 450,00')).toBeInTheDocument();
  });

  it('names the month as the API wants it', () => {
    expect(monthKey(new Date(2026, 0, 1))).toBe('2026-01');
    expect(monthKey(new Date(2026, 11, 1))).toBe('2026-12');
  });

  it('reads another month when one is picked', async () => {
    api.answer('GET', 'Admin/financeiro-whitelabel', {
      empresasAtivas: 1,
      filiaisAtivas: 1,
      valorPorFilial: 10,
      total: 10,
    });
    const { user } = render(<FinanceiroPage today={new Date(2026, 10, 23)} />);
    await screen.findByText('Total do mês');
    await user.click(screen.getByRole('button', { name: 'Mês' }));
    await user.click(await screen.findByRole('button', { name: /out/i }));
    await waitFor(() =>
      expect(api.calls('GET', 'Admin/financeiro-whitelabel').at(-1)?.query).toEqual({
        idConfig: 1,
        mes: '2026-10',
      }),
    );
  });
});
