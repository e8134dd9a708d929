import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRelease } from '@erp/domain';
import { RemoteModule } from '../RemoteModule';
import { registerReleases, setRegistrySource } from '../registry';
import { resetRemoteComponents } from '../remoteComponent';
import { breakerFor } from './containerHealth';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const refused = () => Promise.reject(new Error('connection refused'));

function Hello() {
  return <p>Relatórios carregados</p>;
}

function renderArea() {
  return render(
    <MantineProvider>
      <p>Cabeçalho</p>
      <RemoteModule area="reports" module="Routes" />
    </MantineProvider>,
  );
}

/** Lets the fake clock run `ms` and React settle the loads that it started. */
async function pass(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  // The middle of the jitter: waits are exactly 1 s, 2 s, 4 s…
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  resetRemoteComponents();
  mockedLoadRemote.mockReset();
  registerReleases([
    { name: 'reports', area: 'reports', entry: 'http://localhost:8084/v2/mf-manifest.json', version: 'v2' },
  ]);
});

afterEach(() => {
  setRegistrySource(null);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('a remote that is down comes back by itself', () => {
  it('says it is trying again, and renders the module once the remote answers, without a reload', async () => {
    mockedLoadRemote.mockImplementationOnce(refused).mockResolvedValue({ default: Hello });
    renderArea();
    await pass(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Esta área está indisponível no momento');
    expect(screen.getByRole('status')).toHaveTextContent('Tentando novamente em 1 segundo...');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

    await pass(1_000);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Relatórios carregados')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Cabeçalho')).toBeInTheDocument();
  });

  it('an area the registry did not name at boot (still building) is read again at each attempt and loads by itself', async () => {
    const admin: RemoteRelease = {
      name: 'admin',
      area: 'admin',
      entry: 'http://localhost:8085/v1/mf-manifest.json',
      version: 'v1',
    };
    const published: RemoteRelease[] = [];
    const readRegistry = jest.fn(async () => published);
    setRegistrySource(readRegistry);
    mockedLoadRemote.mockResolvedValue({ default: Hello });
    render(
      <MantineProvider>
        <RemoteModule area="admin" module="Routes" />
      </MantineProvider>,
    );
    await pass(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Esta área está indisponível no momento');
    expect(readRegistry).toHaveBeenCalledTimes(1);
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    published.push(admin);
    await pass(1_000);
    expect(readRegistry).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'admin', entry: admin.entry }]);
    expect(mockedLoadRemote).toHaveBeenCalledWith('admin/Routes');
    expect(screen.getByText('Relatórios carregados')).toBeInTheDocument();
  });

  it('waits 1 s, 2 s, then opens the circuit and asks nothing during its cool-down (4 s), then probes once', async () => {
    mockedLoadRemote.mockImplementation(refused);
    renderArea();
    await pass(0);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

    await pass(999);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Tentando novamente em 2 segundos...');

    await pass(2_000);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
    expect(breakerFor('reports').state()).toBe('open');
    expect(screen.getByRole('status')).toHaveTextContent('Tentando novamente em 4 segundos...');

    // Clicking during the cool-down does not reach the remote either.
    await act(async () => {
      screen.getByRole('button', { name: 'Tentar novamente' }).click();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await pass(4_000);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(4);
    expect(breakerFor('reports').state()).toBe('open');
    // The failed probe doubles the cool-down.
    expect(screen.getByRole('status')).toHaveTextContent('Tentando novamente em 8 segundos...');
    await pass(7_999);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(4);

    mockedLoadRemote.mockResolvedValue({ default: Hello });
    await pass(1);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(5);
    expect(screen.getByText('Relatórios carregados')).toBeInTheDocument();
    expect(breakerFor('reports').state()).toBe('closed');
  });

  it('gives a remote that does not answer up after the load timeout, and tries it again', async () => {
    mockedLoadRemote
      .mockImplementationOnce(() => new Promise(() => undefined))
      .mockResolvedValue({ default: Hello });
    renderArea();
    await pass(7_999);
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    await pass(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Tentando novamente em 1 segundo...');
    await pass(1_000);
    expect(screen.getByText('Relatórios carregados')).toBeInTheDocument();
  });

  it('does not try again by itself a module that loaded and then failed while rendering', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    mockedLoadRemote.mockResolvedValue({ default: Broken });
    renderArea();
    await pass(0);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await pass(60_000);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('keeps the small place’s own fallback while it tries again', async () => {
    mockedLoadRemote.mockImplementationOnce(refused).mockResolvedValue({ default: Hello });
    render(
      <MantineProvider>
        <RemoteModule
          area="reports"
          module="RelatoriosExportados"
          props={{ opened: false, onClose: () => undefined }}
          fallback={<button disabled>Relatórios indisponíveis</button>}
        />
      </MantineProvider>,
    );
    await pass(0);
    expect(screen.getByRole('button', { name: 'Relatórios indisponíveis' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await pass(1_000);
    expect(screen.getByText('Relatórios carregados')).toBeInTheDocument();
  });
});

describe('several modules of one remote', () => {
  it('try again together: one request per attempt, however their waits were drawn', async () => {
    let draw = 0;
    jest.spyOn(Math, 'random').mockImplementation(() => (draw++ % 2 === 0 ? 0 : 0.999));
    mockedLoadRemote.mockImplementation(refused);
    render(
      <MantineProvider>
        <RemoteModule area="reports" module="Routes" />
        <RemoteModule
          area="reports"
          module="RelatoriosExportados"
          props={{ opened: false, onClose: () => undefined }}
          fallback={<p>Relatórios indisponíveis</p>}
        />
      </MantineProvider>,
    );
    await pass(0);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    await pass(1_300);
    // One fresh load of the container for both modules (the second module's own load follows the shared one).
    const loads = mockedLoadRemote.mock.calls.length;
    expect(loads).toBe(2);
    expect(breakerFor('reports').failures()).toBe(2);
    mockedLoadRemote.mockResolvedValue({ default: Hello });
    // The second wait is 2 s ± 20 %.
    await pass(2_400);
    expect(screen.getAllByText('Relatórios carregados')).toHaveLength(2);
  });
});

describe('the federation runtime’s own cache', () => {
  const entry = 'http://localhost:8084/v2/mf-manifest.json';
  const federation = globalThis as { __FEDERATION__?: { __MANIFEST_LOADING__?: Record<string, unknown> } };

  it('is told to forget a failed manifest load before the area is tried again', async () => {
    const loading: Record<string, unknown> = {};
    federation.__FEDERATION__ = { __MANIFEST_LOADING__: loading };
    mockedLoadRemote.mockImplementation(() => {
      // What the runtime keeps when a manifest parsed but failed its checks: the same rejection for every caller.
      const failed = Promise.reject(new Error('RUNTIME-013'));
      failed.catch(() => undefined);
      loading[entry] ??= failed;
      return loading[entry] as Promise<never>;
    });
    renderArea();
    await pass(0);
    expect(loading[entry]).toBeDefined();
    mockedLoadRemote.mockResolvedValue({ default: Hello });
    await pass(1_000);
    expect(loading[entry]).toBeUndefined();
    expect(screen.getByText('Relatórios carregados')).toBeInTheDocument();
    delete federation.__FEDERATION__;
  });
});
