import { act, screen } from '@testing-library/react';
import { REPORT_KINDS } from '@erp/domain';
import { renderWithProviders } from '@erp/test-doubles/react';
import { loopbackError } from '@erp/test-doubles';
import { relatorio, startReportsApi, type ReportsApi } from '../../test/reportsApi';
import { useReportGeneration, type ReportGeneration } from './useReportGeneration';

let api: ReportsApi;
let generation: ReportGeneration;
let open: jest.SpyInstance;
let tab: { opener: unknown; location: { replace: jest.Mock }; close: jest.Mock };

function Probe() {
  generation = useReportGeneration();
  return null;
}

const VENDAS = REPORT_KINDS.vendas;
const FILTERS = { dataInicial: '2026-05-01', dataFinal: '2026-05-10' };

async function start(format: 'pdf' | 'xlsx' = 'pdf') {
  renderWithProviders(<Probe />, { session: { token: 'tok-9' } });
  await act(async () => generation.generate(VENDAS, format, FILTERS));
}

/** Lets pending promises (fetch answers, toasts) run without moving the clock. */
const flush = () => act(async () => jest.advanceTimersByTimeAsync(0));

beforeEach(() => {
  jest.useFakeTimers();
  api = startReportsApi();
  tab = { opener: window, location: { replace: jest.fn() }, close: jest.fn() };
  open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useReportGeneration (spec 001 §4, §8)', () => {
  it('starts the report with its filters and shows the progress toast', async () => {
    await start('xlsx');
    expect(api.calls('POST', 'Relatorios/gerar/vendas/xlsx').map((c) => c.body)).toEqual([FILTERS]);
    expect(await screen.findByText('Gerando Vendas XLSX...')).toBeInTheDocument();
  });

  it("on the socket's success shows a success toast and opens the file", async () => {
    await start();
    const [{ id } = { id: 0 }] = api.db.relatorios;
    act(() =>
      api.socket.push(`relatorio-${id}-pdf`, {
        status: 'success',
        data: { file: 'vendas.pdf', url: `/api/Relatorios/${id}/arquivo` },
      }),
    );
    await flush();
    expect(screen.getByText('Vendas PDF gerado.')).toBeInTheDocument();
    expect(screen.queryByText('Gerando Vendas PDF...')).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.replace).toHaveBeenCalledWith(
      `http://localhost:3000/api/Relatorios/${id}/arquivo?access_token=link-${id}`,
    );
    // Done: the socket is no longer listened to and no polling follows.
    expect(api.socket.listeners(`relatorio-${id}-pdf`)).toBe(0);
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(api.calls('GET', 'Relatorios')).toHaveLength(0);
  });

  it("ignores the other format's event of the same job", async () => {
    await start('pdf');
    const [{ id } = { id: 0 }] = api.db.relatorios;
    act(() => api.socket.push(`relatorio-${id}-xlsx`, { status: 'success', data: { url: '/x' } }));
    await flush();
    expect(open).not.toHaveBeenCalled();
  });

  it("shows 'Erro ao gerar {name} {FORMAT}' in red when the job fails", async () => {
    await start('xlsx');
    const [{ id } = { id: 0 }] = api.db.relatorios;
    act(() => api.socket.push(`relatorio-${id}-xlsx`, { status: 'error', data: { message: 'falhou' } }));
    await flush();
    const toast = screen.getByText('Erro ao gerar Vendas XLSX').closest('.mantine-Notification-root');
    expect(toast).toHaveStyle({ '--notification-color': 'var(--mantine-color-red-filled)' });
    expect(open).not.toHaveBeenCalled();
  });

  it('says the report is already being processed on a 406, in the server words when it has them', async () => {
    api.answer('POST', /^Relatorios\/gerar/, () => loopbackError(406, 'Relatório já está sendo processado'));
    await start();
    await flush();
    expect(screen.getByText('Relatório já está sendo processado')).toBeInTheDocument();
    expect(screen.queryByText('Gerando Vendas PDF...')).not.toBeInTheDocument();
    expect(screen.queryByText('Erro ao gerar Vendas PDF')).not.toBeInTheDocument();
  });

  it('shows the red toast when the start itself fails', async () => {
    api.answer('POST', /^Relatorios\/gerar/, () => loopbackError(400, 'Período inválido.'));
    await start();
    await flush();
    expect(screen.getByText('Erro ao gerar Vendas PDF')).toBeInTheDocument();
  });

  it('looks at the job every 10 s while the socket is silent, and stops once it has finished', async () => {
    await start();
    const [job = relatorio(0)] = api.db.relatorios;
    await act(async () => jest.advanceTimersByTimeAsync(9_999));
    expect(api.calls('GET', 'Relatorios')).toHaveLength(0);
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(api.calls('GET', 'Relatorios').map((c) => c.query.filter)).toEqual([
      { where: { id: job.id }, limit: 1 },
    ]);
    expect(open).not.toHaveBeenCalled();

    job.status = 1;
    job.url = `/api/Relatorios/${job.id}/arquivo`;
    await act(async () => jest.advanceTimersByTimeAsync(10_000));
    expect(api.calls('GET', 'Relatorios')).toHaveLength(2);
    expect(screen.getByText('Vendas PDF gerado.')).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTimeAsync(60_000));
    expect(api.calls('GET', 'Relatorios')).toHaveLength(2);
  });

  it('stops polling on a job that failed and shows the error toast', async () => {
    await start();
    const [job = relatorio(0)] = api.db.relatorios;
    job.status = 2;
    job.erro = { message: 'Sem movimento no período.' };
    await act(async () => jest.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText('Erro ao gerar Vendas PDF')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(api.calls('GET', 'Relatorios')).toHaveLength(1);
  });

  it('asks to allow pop-ups when the finished file cannot open', async () => {
    open.mockReturnValue(null);
    await start();
    const [{ id } = { id: 0 }] = api.db.relatorios;
    act(() => api.socket.push(`relatorio-${id}-pdf`, { status: 'success', data: { url: '/api/x' } }));
    await flush();
    expect(
      screen.getByText('Habilite as janelas pop-up no navegador para concluir a impressão do relatório.'),
    ).toBeInTheDocument();
  });
});
