import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadExposedComponent } from './loadExposed';
import { RemoteModule } from './RemoteModule';
import { REMOTE_FALLBACK_TEXTS } from './texts';
import { registerReleases, releaseFor } from './registry';
import { resetRemoteComponents } from './remoteComponent';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function Hello({ mount }: { mount?: string }) {
  return <p>Olá {mount}</p>;
}

function renderRemote() {
  return render(
    <MantineProvider>
      <RemoteModule area="shell" module="Routes" props={{ mount: 'planos' }} />
    </MantineProvider>,
  );
}

beforeEach(() => {
  resetRemoteComponents();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  registerReleases([
    { name: 'reports', area: 'reports', entry: 'http://localhost:8084/v2/mf-manifest.json', version: 'v2' },
    { name: 'shell', area: 'shell', entry: 'http://localhost:8083/v3/mf-manifest.json', version: 'v3' },
  ]);
});

describe('registry', () => {
  it('registers every release by container name and finds it by area', () => {
    registerReleases([
      {
        name: 'signup_acme',
        area: 'signup',
        entry: 'http://localhost:8086/v1/mf-manifest.json',
        version: 'v1',
      },
    ]);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'signup_acme', entry: 'http://localhost:8086/v1/mf-manifest.json' }],
      { force: true },
    );
    expect(releaseFor('signup')?.name).toBe('signup_acme');
    expect(releaseFor('reports')).toBeUndefined();
  });
});

describe('RemoteModule', () => {
  it('loads the container registered for the area and renders its component with the props', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Hello });
    renderRemote();
    expect(await screen.findByText('Olá planos')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('shell/Routes');
  });

  it('draws a module this page has already loaded (the idle prefetch) in the same render, with no loading state', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Hello });
    await loadExposedComponent('shell', 'Routes');
    renderRemote();
    // Synchronous query: a lazy component would show the spinner first and the remote only after a later render.
    expect(screen.getByText('Olá planos')).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_FALLBACK_TEXTS.loading)).toBeNull();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback when the remote cannot be loaded, and tries again on request', async () => {
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValue({ default: Hello });
    renderRemote();
    expect(await screen.findByText('Esta área está indisponível no momento')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Olá planos')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('keeps a remote that throws while rendering inside its own area', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    mockedLoadRemote.mockResolvedValue({ default: Broken });
    render(
      <MantineProvider>
        <p>Cabeçalho</p>
        <RemoteModule area="reports" module="Routes" />
      </MantineProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta área está indisponível no momento');
    expect(screen.getByText('Cabeçalho')).toBeInTheDocument();
  });

  it('loads a failed remote once, however often the area is mounted, until the user tries again', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('connection refused'));
    const first = renderRemote();
    expect(await screen.findByText('Esta área está indisponível no momento')).toBeInTheDocument();
    first.unmount();
    renderRemote();
    expect(await screen.findByText('Esta área está indisponível no momento')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('fetches a dead remote once for all of its modules, and again for each when the user tries again', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('connection refused'));
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
    expect(await screen.findByText('Esta área está indisponível no momento')).toBeInTheDocument();
    expect(await screen.findByText('Relatórios indisponíveis')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

    mockedLoadRemote.mockResolvedValue({ default: Hello });
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/Olá/)).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenLastCalledWith('reports/Routes');
  });

  it('treats a remote that does not answer in time as down', async () => {
    jest.useFakeTimers();
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    renderRemote();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(8_001);
    });
    jest.useRealTimers();
    expect(await screen.findByText('Esta área está indisponível no momento')).toBeInTheDocument();
  });

  it('says so when no release is registered for the area', async () => {
    render(
      <MantineProvider>
        <RemoteModule area="admin" module="Routes" />
      </MantineProvider>,
    );
    expect(await screen.findByText('Esta área está indisponível no momento')).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});

describe('RemoteModule in a small place', () => {
  function Modal({ opened }: { opened: boolean; onClose(): void }) {
    return <p>modal {opened ? 'aberto' : 'fechado'}</p>;
  }

  function renderButton() {
    return render(
      <MantineProvider>
        <RemoteModule
          area="reports"
          module="RelatoriosExportados"
          props={{ opened: true, onClose: () => undefined }}
          loading={<button disabled>Carregando relatórios</button>}
          fallback={<button disabled>Relatórios indisponíveis</button>}
        >
          <button>Relatórios</button>
        </RemoteModule>
      </MantineProvider>,
    );
  }

  it('shows its own loading and then the loaded module beside its children', async () => {
    mockedLoadRemote.mockResolvedValue({ default: Modal });
    renderButton();
    expect(screen.getByRole('button', { name: 'Carregando relatórios' })).toBeDisabled();
    expect(await screen.findByText('modal aberto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Relatórios' })).toBeEnabled();
    expect(mockedLoadRemote).toHaveBeenCalledWith('reports/RelatoriosExportados');
  });

  it('shows its own fallback instead of the area alert when the module cannot load', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('connection refused'));
    renderButton();
    expect(await screen.findByRole('button', { name: 'Relatórios indisponíveis' })).toBeDisabled();
    expect(screen.queryByText('Esta área está indisponível no momento')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Relatórios' })).not.toBeInTheDocument();
  });
});
