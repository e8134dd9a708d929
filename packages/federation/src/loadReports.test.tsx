import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { flushLoadReports, REPORT_DELAY_MS, resetLoadReports, startLoadReports } from './loadReports';
import { loadExposedComponent } from './loadExposed';
import { RemoteModule } from './RemoteModule';
import { registerReleases } from './registry';
import { resetRemoteComponents } from './remoteComponent';
import { resetBreakers } from './resilience/containerHealth';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const send = jest.fn<Promise<void>, [unknown[]]>();

function Hello() {
  return <p>Olá</p>;
}

function renderArea(area: 'reports' | 'shell' = 'reports') {
  return render(
    <MantineProvider>
      <RemoteModule area={area} module="Routes" />
    </MantineProvider>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  resetRemoteComponents();
  resetBreakers();
  resetLoadReports();
  mockedLoadRemote.mockReset();
  send.mockReset().mockResolvedValue(undefined);
  registerReleases([
    {
      name: 'reports',
      area: 'reports',
      entry: 'http://localhost:8084/v7/mf-manifest.json',
      version: 'v7',
      ticket: 'bilhete-v7',
    },
    { name: 'shell', area: 'shell', entry: 'http://localhost:8083/v3/mf-manifest.json', version: 'v3' },
  ]);
  startLoadReports(send);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function pass(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('load reports', () => {
  it('reports a loaded container version once, batched with the others of the page', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Hello });
    renderArea('reports');
    renderArea('shell');
    renderArea('reports');
    await pass(0);
    expect(screen.getAllByText('Olá')).toHaveLength(3);
    expect(send).not.toHaveBeenCalled();
    await pass(REPORT_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    // Each report echoes the ticket the registry served its version with (none here for the shell: nothing to echo).
    expect(send).toHaveBeenCalledWith([
      { container: 'reports', versao: 'v7', tipo: 'carregado', ticket: 'bilhete-v7' },
      { container: 'shell', versao: 'v3', tipo: 'carregado' },
    ]);
  });

  it('reports an area the idle prefetch loaded when the user visits it, not before', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Hello });
    await loadExposedComponent('reports', 'Routes');
    await pass(REPORT_DELAY_MS);
    expect(send).not.toHaveBeenCalled();
    renderArea('reports');
    expect(screen.getByText('Olá')).toBeInTheDocument();
    await pass(REPORT_DELAY_MS);
    expect(send).toHaveBeenCalledWith([
      { container: 'reports', versao: 'v7', tipo: 'carregado', ticket: 'bilhete-v7' },
    ]);
  });

  it('reports a remote that cannot be loaded, and one that throws while rendering, with the message', async () => {
    function Broken(): never {
      throw new Error('boom ao renderizar');
    }
    mockedLoadRemote.mockImplementation(async (id) => {
      if (String(id).startsWith('reports/')) throw new Error('connection refused');
      return { default: Broken };
    });
    renderArea('reports');
    renderArea('shell');
    await pass(0);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    await pass(REPORT_DELAY_MS);
    expect(send.mock.calls.flat(2)).toEqual(
      expect.arrayContaining([
        {
          container: 'reports',
          versao: 'v7',
          tipo: 'erro',
          mensagem: 'connection refused',
          ticket: 'bilhete-v7',
        },
        { container: 'shell', versao: 'v3', tipo: 'carregado' },
        { container: 'shell', versao: 'v3', tipo: 'erro', mensagem: 'boom ao renderizar' },
      ]),
    );
    // The automatic retries of a dead remote stay one failed page.
    await pass(60_000);
    const errors = send.mock.calls.flat(2).filter((e) => (e as { tipo: string }).tipo === 'erro');
    expect(errors).toHaveLength(2);
  });

  it('never lets a failed report reach the page', async () => {
    send.mockRejectedValue(new Error('offline'));
    mockedLoadRemote.mockResolvedValue({ default: Hello });
    renderArea('reports');
    await pass(REPORT_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Olá')).toBeInTheDocument();
  });

  it('keeps reports made before it starts and sends them on pagehide without waiting', async () => {
    resetLoadReports();
    mockedLoadRemote.mockResolvedValue({ default: Hello });
    renderArea('reports');
    await pass(REPORT_DELAY_MS);
    startLoadReports(send);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledWith([
      { container: 'reports', versao: 'v7', tipo: 'carregado', ticket: 'bilhete-v7' },
    ]);
    flushLoadReports();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
