import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { relatorio, startReportsApi, type ReportsApi } from '../../test/reportsApi';
import { ExportacoesPage } from './ExportacoesPage';

let api: ReportsApi;

function renderPage() {
  return renderWithProviders(<ExportacoesPage />, { session: { token: 'tok-123' } });
}

const lastFilter = () => api.calls('GET', 'Relatorios').at(-1)?.query.filter as Record<string, unknown>;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  api = startReportsApi([
    relatorio(1, { descricao: 'Vendas', dataInclusao: '2026-05-10T13:45:00.000Z' }),
    relatorio(2, { descricao: 'Pessoas', tipo: 'xlsx', status: 0, url: null }),
    relatorio(3, {
      descricao: 'Financeiro',
      status: 2,
      url: null,
      erro: { message: 'O período não pode passar de 366 dias.' },
    }),
  ]);
});

describe('exported reports grid (spec 001 §2, §4)', () => {
  it('reads the first page newest first and shows format, status badge and São Paulo date', async () => {
    renderPage();
    expect(await screen.findByText('Vendas')).toBeInTheDocument();
    expect(lastFilter()).toEqual({ where: {}, order: ['dataInclusao DESC', 'id DESC'], limit: 10, skip: 0 });
    expect(api.calls('GET', 'Relatorios/count')).not.toHaveLength(0);
    for (const header of ['Relatório', 'Formato', 'Status', 'Data', 'Ações']) {
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(within(rowOf('Vendas')).getByText('10/05/2026 10:45')).toBeInTheDocument();
    expect(within(rowOf('Pessoas')).getByText('XLSX')).toBeInTheDocument();
    const badge = (name: string, status: string) =>
      within(rowOf(name)).getByText(status).closest('[data-color]');
    expect(badge('Vendas', 'Finalizado')).toHaveAttribute('data-color', 'green');
    expect(badge('Pessoas', 'Processando')).toHaveAttribute('data-color', 'blue');
    expect(badge('Financeiro', 'Erro')).toHaveAttribute('data-color', 'red');
  });

  it('says so when there is nothing', async () => {
    api.db.relatorios = [];
    renderPage();
    expect(await screen.findByText('Ops, nada encontrado por aqui.')).toBeInTheDocument();
  });

  it('offers download only for finished reports, opening a download link, never the session token', async () => {
    const tab = { opener: window, location: { replace: jest.fn() }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderPage();
    await screen.findByText('Vendas');
    expect(within(rowOf('Pessoas')).queryByRole('button', { name: 'Baixar relatório' })).toBeNull();
    expect(within(rowOf('Financeiro')).queryByRole('button', { name: 'Baixar relatório' })).toBeNull();
    await user.click(within(rowOf('Vendas')).getByRole('button', { name: 'Baixar relatório' }));
    // The tab opens inside the click (no pop-up blocker), blank, and goes to the link once it arrives.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith(
        'http://localhost:3000/api/Relatorios/1/arquivo?access_token=link-1',
      ),
    );
    expect(api.calls('POST', 'Relatorios/1/arquivo/link')).toHaveLength(1);
    expect(tab.opener).toBeNull();
    for (const [url] of open.mock.calls) expect(String(url)).not.toContain('tok-123');
  });

  it('closes the tab and says why when the link is refused', async () => {
    const tab = { opener: window, location: { replace: jest.fn() }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderPage();
    await screen.findByText('Vendas');
    // Deleted meanwhile (another tab): the server refuses the link.
    api.db.relatorios = api.db.relatorios.filter((r) => r.id !== 1);
    await user.click(within(rowOf('Vendas')).getByRole('button', { name: 'Baixar relatório' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(await screen.findByText('Atenção!')).toBeInTheDocument();
  });

  it('asks to allow pop-ups when the browser blocks the download tab', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderPage();
    await screen.findByText('Vendas');
    await user.click(within(rowOf('Vendas')).getByRole('button', { name: 'Baixar relatório' }));
    expect(
      await screen.findByText(
        'Habilite as janelas pop-up no navegador para concluir a impressão do relatório.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the error of a failed report in a hint popover', async () => {
    const { user } = renderPage();
    await screen.findByText('Financeiro');
    expect(screen.queryByText('O período não pode passar de 366 dias.')).not.toBeInTheDocument();
    await user.click(within(rowOf('Financeiro')).getByRole('button', { name: 'Ver erro do relatório' }));
    expect(await screen.findByText('O período não pode passar de 366 dias.')).toBeInTheDocument();
  });

  it('deletes a report only after confirmation, then reads the list again', async () => {
    const { user } = renderPage();
    await screen.findByText('Pessoas');
    await user.click(within(rowOf('Pessoas')).getByRole('button', { name: 'Excluir relatório' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir relatório' });
    expect(dialog).toHaveTextContent('Deseja excluir o relatório "Pessoas"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', /^Relatorios/)).toHaveLength(0);

    await user.click(within(rowOf('Pessoas')).getByRole('button', { name: 'Excluir relatório' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByText('Pessoas')).not.toBeInTheDocument());
    expect(api.calls('DELETE', /^Relatorios/).map((c) => c.path)).toEqual(['Relatorios/2']);
  });
});

describe('exported reports grid: server-side sort, filter and paging', () => {
  it('sorts on the server by the clicked column', async () => {
    const { user } = renderPage();
    await screen.findByText('Vendas');
    await user.click(screen.getByRole('button', { name: /Ordenar por Relatório/i }));
    await waitFor(() => expect(lastFilter().order).toEqual(['descricao ASC', 'id DESC']));
    await waitFor(() => {
      const names = screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent ?? '');
      expect(names.findIndex((t) => t.includes('Financeiro'))).toBeLessThan(
        names.findIndex((t) => t.includes('Vendas')),
      );
    });
  });

  it('filters on the server, shows the filter as a chip and drops it when the chip is removed', async () => {
    const { user } = renderPage();
    await screen.findByText('Vendas');
    await user.type(screen.getByPlaceholderText(/Filtrar por Relatório/i), 'pess');
    await waitFor(() => expect(lastFilter().where).toEqual({ descricao: { ilike: '%pess%' } }));
    await waitFor(() => expect(screen.queryByText('Vendas')).not.toBeInTheDocument());
    expect(api.calls('GET', 'Relatorios/count').at(-1)?.query.where).toEqual({
      descricao: { ilike: '%pess%' },
    });
    await user.click(screen.getByRole('button', { name: 'Remover filtro Relatório: pess' }));
    await waitFor(() => expect(lastFilter().where).toEqual({}));
    expect(await screen.findByText('Vendas')).toBeInTheDocument();
  });

  it('pages on the server with the total from Relatorios/count', async () => {
    api.db.relatorios = Array.from({ length: 25 }, (_, i) => relatorio(i + 1));
    const { user } = renderPage();
    await screen.findByText('Vendas 1');
    await user.click(screen.getByRole('button', { name: /próxima página/i }));
    await waitFor(() => expect(lastFilter()).toMatchObject({ limit: 10, skip: 10 }));
    expect(await screen.findByText('Vendas 11')).toBeInTheDocument();
    expect(screen.queryByText('Vendas 1')).not.toBeInTheDocument();
  });
});
