import { loadRemote } from '@module-federation/enhanced/runtime';
import { prefetchAreas, resetPrefetch } from './prefetchAreas';
import { registerReleases } from './registry';
import { breakerFor, recordLoad, resetBreakers } from './resilience/containerHealth';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const REPORTS_ENTRY = 'http://localhost:8084/v2/mf-manifest.json';

/** The idle callback, run when the test says the browser is idle. */
function idleQueue() {
  const queued: Array<() => void> = [];
  return {
    idle: (run: () => void) => void queued.push(run),
    runAll: () => queued.splice(0).forEach((r) => r()),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetPrefetch();
  resetBreakers();
  mockedLoadRemote.mockReset();
  registerReleases([
    { name: 'reports', area: 'reports', entry: REPORTS_ENTRY, version: 'v2' },
    { name: 'admin', area: 'admin', entry: 'http://localhost:8085/v1/mf-manifest.json', version: 'v1' },
  ]);
});

it('loads the Routes of each area once the browser is idle, one area after the other, and only once per page', async () => {
  let finishReports = () => undefined as void;
  mockedLoadRemote.mockImplementation((id) =>
    id === 'reports/Routes'
      ? new Promise((resolve) => (finishReports = () => resolve({})))
      : Promise.resolve({}),
  );
  const { idle, runAll } = idleQueue();
  prefetchAreas(['reports', 'admin'], idle);
  expect(mockedLoadRemote).not.toHaveBeenCalled();
  runAll();
  await settle();
  expect(mockedLoadRemote.mock.calls.map(([id]) => id)).toEqual(['reports/Routes']);
  finishReports();
  await settle();
  expect(mockedLoadRemote.mock.calls.map(([id]) => id)).toEqual(['reports/Routes', 'admin/Routes']);
  prefetchAreas(['reports', 'admin'], idle);
  runAll();
  await settle();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
});

it('skips an area with no release or an open circuit', async () => {
  mockedLoadRemote.mockResolvedValue({});
  for (let i = 0; i < 3; i += 1) recordLoad('admin', false);
  expect(breakerFor('admin').state()).toBe('open');
  const { idle, runAll } = idleQueue();
  prefetchAreas(['signup', 'admin', 'reports'], idle);
  runAll();
  await settle();
  expect(mockedLoadRemote.mock.calls.map(([id]) => id)).toEqual(['reports/Routes']);
});

it('a failure leaves nothing behind: no failure counted, the manifest load forgotten', async () => {
  const loading: Record<string, unknown> = { [REPORTS_ENTRY]: Promise.resolve() };
  (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = { __MANIFEST_LOADING__: loading };
  mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-008'));
  const { idle, runAll } = idleQueue();
  prefetchAreas(['reports'], idle);
  runAll();
  await settle();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  expect(loading[REPORTS_ENTRY]).toBeUndefined();
  expect(breakerFor('reports').state()).toBe('closed');
  expect(breakerFor('reports').failures()).toBe(0);
  delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
});
