import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { relatorio, startReportsApi, type ReportsApi } from '../../test/reportsApi';
import RelatoriosExportados from '../../exposes/RelatoriosExportados';

let api: ReportsApi;

beforeEach(() => {
  api = startReportsApi([
    relatorio(1, { descricao: 'Vendas' }),
    relatorio(2, { descricao: 'Pessoas', tipo: 'xlsx', status: 0, url: null }),
  ]);
});

describe('exported reports modal (spec 001 §2)', () => {
  it('reads nothing while closed', () => {
    renderWithProviders(<RelatoriosExportados opened={false} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the count in the title and the reports in a list of at most 390 px', async () => {
    renderWithProviders(<RelatoriosExportados opened onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Relatorios exportados ( 2 )' })).toBeInTheDocument();
    const list = screen.getByTestId('relatorios-exportados-lista');
    expect(list).toHaveStyle({ maxHeight: '390px' });
    expect(await within(list).findByText('Vendas (PDF)')).toBeInTheDocument();
    expect(within(list).getByText('Pessoas (XLSX)')).toBeInTheDocument();
    expect(within(list).getByText('Processando')).toBeInTheDocument();
  });

  it('reads the list again on Atualizar', async () => {
    const { user } = renderWithProviders(<RelatoriosExportados opened onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Relatorios exportados ( 2 )' });
    api.db.relatorios.unshift(relatorio(3, { descricao: 'Financeiro' }));
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByRole('dialog', { name: 'Relatorios exportados ( 3 )' })).toBeInTheDocument();
    expect(await screen.findByText('Financeiro (PDF)')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', 'Relatorios/count')).toHaveLength(2));
  });

  it('deletes a report after confirmation, says so and reads the list again', async () => {
    const { user } = renderWithProviders(<RelatoriosExportados opened onClose={() => undefined} />);
    const list = await screen.findByTestId('relatorios-exportados-lista');
    await within(list).findByText('Pessoas (XLSX)');
    // The newest first: Vendas, then Pessoas.
    await user.click(within(list).getAllByRole('button', { name: 'Excluir relatório' })[1]!);
    const confirm = await screen.findByRole('dialog', { name: 'Excluir relatório' });
    expect(confirm).toHaveTextContent('Deseja excluir o relatório "Pessoas"?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Relatório excluído.')).toBeInTheDocument();
    expect(api.calls('DELETE', /^Relatorios/).map((c) => c.path)).toEqual(['Relatorios/2']);
    expect(await screen.findByRole('dialog', { name: 'Relatorios exportados ( 1 )' })).toBeInTheDocument();
  });

  it('closes through its close button', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<RelatoriosExportados opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('button')[0] as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });
});
