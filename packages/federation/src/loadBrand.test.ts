import { configureApi, fetchApiList } from '@erp/api-client';
import { resetSessionStore, sessionStore } from '@erp/session';
import { fixtures } from '@erp/test-doubles/react';
import { loadBrand } from './loadBrand';
import { startLoadReports } from './loadReports';
import { registerReleases, setRegistrySource } from './registry';

jest.mock('./registry', () => ({ registerReleases: jest.fn(), setRegistrySource: jest.fn() }));
jest.mock('./loadReports', () => ({ startLoadReports: jest.fn() }));
jest.mock('@erp/api-client', () => ({
  ...jest.requireActual<object>('@erp/api-client'),
  fetchApiList: jest.fn(),
  configureApi: jest.fn(),
}));

const LIST = [
  { origin: 'http://localhost:8080', idConfig: 1, API_ENDPOINT: 'http://localhost:3000/api/', default: true },
  { origin: 'http://127.0.0.1:8080', idConfig: 2, API_ENDPOINT: 'http://localhost:3000/api/' },
];
const RELEASES = [
  {
    name: 'signup_acme',
    area: 'signup' as const,
    entry: 'http://localhost:8086/v2/mf-manifest.json',
    version: 'v2',
  },
];

function apiAnswering(configByIdConfig: jest.Mock, remotes: jest.Mock) {
  (configureApi as jest.Mock).mockReturnValue({ configByIdConfig, remotes });
}

beforeEach(() => {
  resetSessionStore();
  (startLoadReports as jest.Mock).mockClear();
  (registerReleases as jest.Mock).mockClear();
  (fetchApiList as jest.Mock).mockResolvedValue(LIST);
});

describe('loadBrand (spec 000 §2 start-up)', () => {
  it("picks the origin's entry, loads its configuration and registers its remotes", async () => {
    const config = fixtures.config({ idConfig: 2, title: 'Acme Gestão' });
    const configByIdConfig = jest.fn().mockResolvedValue(config);
    const remotes = jest.fn().mockResolvedValue(RELEASES);
    apiAnswering(configByIdConfig, remotes);

    const brand = await loadBrand('http://localhost:3000/api-list.json', 'http://127.0.0.1:8080');

    expect(brand.entry.idConfig).toBe(2);
    expect(configByIdConfig).toHaveBeenCalledWith(2, expect.any(Function));
    // The browser's visitor id goes with the registry request (canaries stay with the same visitors).
    expect(remotes).toHaveBeenCalledWith(2, localStorage.getItem('erp:visitante'));
    expect(localStorage.getItem('erp:visitante')).toMatch(/^[0-9a-f-]{36}$/);
    expect(startLoadReports).toHaveBeenCalledTimes(1);
    expect(registerReleases).toHaveBeenCalledWith(RELEASES);
    // An area missing from this answer is asked for again with the same call (registerMissingAreas).
    const readAgain = jest.mocked(setRegistrySource).mock.calls.at(-1)?.[0];
    await readAgain?.();
    expect(remotes).toHaveBeenCalledTimes(2);
    expect(remotes).toHaveBeenLastCalledWith(2, localStorage.getItem('erp:visitante'));
    expect(sessionStore.getState().config?.title).toBe('Acme Gestão');
    expect(sessionStore.getState().apiEndpoint).toBe('http://localhost:3000/api/');
  });

  it('uses the default entry for an origin the list does not know', async () => {
    const configByIdConfig = jest.fn().mockResolvedValue(fixtures.config());
    apiAnswering(configByIdConfig, jest.fn().mockResolvedValue([]));
    await loadBrand('http://localhost:3000/api-list.json', 'http://erp.exemplo.com.br');
    expect(configByIdConfig).toHaveBeenCalledWith(1, expect.any(Function));
  });

  it('keeps the changed configuration when the check answers before the registry does', async () => {
    const cached = fixtures.config({ idConfig: 2, title: 'Acme Gestão' });
    const configByIdConfig = jest.fn((_id: number, onChange: (fresh: typeof cached) => void) => {
      onChange({ ...cached, title: 'Acme Gestão Nova' });
      return Promise.resolve(cached);
    });
    apiAnswering(configByIdConfig, jest.fn().mockResolvedValue(RELEASES));
    const brand = await loadBrand('http://localhost:3000/api-list.json', 'http://127.0.0.1:8080');
    expect(brand.config.title).toBe('Acme Gestão Nova');
    expect(sessionStore.getState().config?.title).toBe('Acme Gestão Nova');
  });

  it('applies a configuration the server changed since it was cached, once it arrives', async () => {
    const cached = fixtures.config({ idConfig: 2, title: 'Acme Gestão' });
    const configByIdConfig = jest.fn().mockResolvedValue(cached);
    apiAnswering(configByIdConfig, jest.fn().mockResolvedValue(RELEASES));
    await loadBrand('http://localhost:3000/api-list.json', 'http://127.0.0.1:8080');
    expect(sessionStore.getState().config?.title).toBe('Acme Gestão');

    const onChange = configByIdConfig.mock.calls[0]![1] as (fresh: typeof cached) => void;
    onChange({ ...cached, title: 'Acme Gestão Nova', tema: 'custom' });
    expect(sessionStore.getState().config).toMatchObject({ title: 'Acme Gestão Nova', tema: 'custom' });
    expect(sessionStore.getState().apiEndpoint).toBe('http://localhost:3000/api/');
  });

  it('fails, registering nothing, when the configuration cannot be loaded', async () => {
    apiAnswering(
      jest.fn().mockRejectedValue(new Error('Não foi possível conectar ao servidor.')),
      jest.fn().mockResolvedValue(RELEASES),
    );
    await expect(loadBrand('http://localhost:3000/api-list.json', 'http://localhost:8080')).rejects.toThrow();
    expect(registerReleases).not.toHaveBeenCalled();
    expect(startLoadReports).not.toHaveBeenCalled();
    expect(sessionStore.getState().config).toBeNull();
  });

  it('fails when the API list itself cannot be loaded', async () => {
    (fetchApiList as jest.Mock).mockRejectedValue(new Error('offline'));
    await expect(loadBrand('http://localhost:3000/api-list.json', 'http://localhost:8080')).rejects.toThrow(
      'offline',
    );
  });

  it('a development host built by pnpm dev loads the areas it serves from their dev servers, once the API has checked them', async () => {
    const get = jest.fn().mockResolvedValue({ ok: true, faltando: [] });
    (configureApi as jest.Mock).mockReturnValue({
      configByIdConfig: jest.fn().mockResolvedValue(fixtures.config({ idConfig: 2 })),
      remotes: jest.fn().mockResolvedValue(RELEASES),
      get,
    });
    process.env.DEV_REMOTE_OVERRIDES = 'signup_acme@http://localhost:9086/mf-manifest.json';
    try {
      const brand = await loadBrand('http://localhost:3000/api-list.json', 'http://127.0.0.1:8080');
      const entry = 'http://localhost:9086/mf-manifest.json';
      expect(get).toHaveBeenCalledWith('remotes/substituicao', expect.anything(), {
        query: { container: 'signup_acme', entry },
      });
      expect(brand.releases).toEqual([{ ...RELEASES[0], entry, version: entry }]);
      expect(registerReleases).toHaveBeenCalledWith(brand.releases);
      expect(brand.overrides).toEqual([
        { container: 'signup_acme', entry, area: 'signup', source: 'dev', refused: null },
      ]);
    } finally {
      delete process.env.DEV_REMOTE_OVERRIDES;
    }
  });

  it('fetches no override code and asks nothing more on a page without overrides', async () => {
    const get = jest.fn();
    (configureApi as jest.Mock).mockReturnValue({
      configByIdConfig: jest.fn().mockResolvedValue(fixtures.config({ idConfig: 2 })),
      remotes: jest.fn().mockResolvedValue(RELEASES),
      get,
    });
    const brand = await loadBrand('http://localhost:3000/api-list.json', 'http://127.0.0.1:8080');
    expect(get).not.toHaveBeenCalled();
    expect(brand.overrides).toEqual([]);
    expect(brand.releases).toEqual(RELEASES);
  });
});
