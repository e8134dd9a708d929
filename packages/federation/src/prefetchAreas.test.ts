import { getInstance, loadRemote, loadShare } from '@module-federation/enhanced/runtime';
import { forgetContainer, forgetContainers, loadExposedComponent } from './loadExposed';
import { prefetchAreas, resetPrefetch } from './prefetchAreas';
import { registerReleases } from './registry';
import { breakerFor, recordLoad } from './resilience/containerHealth';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadShare: jest.fn(() => Promise.resolve(false)),
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
  forgetContainers();
  mockedLoadRemote.mockReset();
  registerReleases([
    { name: 'reports', area: 'reports', entry: REPORTS_ENTRY, version: 'v2' },
    { name: 'admin', area: 'admin', entry: 'http://localhost:8085/v1/mf-manifest.json', version: 'v1' },
  ]);
});

it('loads the Routes of each area once the browser is idle, one area after the other, and only once per page', async () => {
  let finishReports = () => undefined as void;
  // What a remote's `Routes` answers: a module with a default component.
  const routes = { default: () => null };
  mockedLoadRemote.mockImplementation((id) =>
    id === 'reports/Routes'
      ? new Promise((resolve) => (finishReports = () => resolve(routes)))
      : Promise.resolve(routes),
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

it("fetches the area's part of the shared packages beside its first load of the container, once", async () => {
  jest.mocked(getInstance).mockReturnValue({
    shareScopeMap: { default: { react: {}, '@mantine/core': {}, '@mantine/core:login': {} } },
  } as unknown as ReturnType<typeof getInstance>);
  mockedLoadRemote.mockResolvedValue({ default: () => null });
  const { idle, runAll } = idleQueue();
  prefetchAreas(['reports'], idle);
  runAll();
  await settle();
  expect(jest.mocked(loadShare).mock.calls.map(([key]) => key)).toEqual(['@mantine/core']);
  await loadExposedComponent('reports', 'RelatoriosExportados');
  expect(loadShare).toHaveBeenCalledTimes(1);
});

it('skips an area with no release or an open circuit', async () => {
  mockedLoadRemote.mockResolvedValue({ default: () => null });
  for (let i = 0; i < 3; i += 1) recordLoad('admin', false);
  expect(breakerFor('admin').state()).toBe('open');
  const { idle, runAll } = idleQueue();
  prefetchAreas(['signup', 'admin', 'reports'], idle);
  runAll();
  await settle();
  expect(mockedLoadRemote.mock.calls.map(([id]) => id)).toEqual(['reports/Routes']);
});

it('is the area’s first load: a visit joins it, and after a failure the visit gets it without asking again', async () => {
  let fail = (_error: Error) => undefined as void;
  mockedLoadRemote.mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
  const { idle, runAll } = idleQueue();
  prefetchAreas(['reports'], idle);
  runAll();
  await settle();
  const visit = loadExposedComponent('reports', 'Routes');
  fail(new Error('RUNTIME-008'));
  await expect(visit).rejects.toThrow('RUNTIME-008');
  // A dead remote is asked once per attempt: the prefetch was the attempt.
  expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  expect(breakerFor('reports').failures()).toBe(1);
  // Trying again (the fallback's button or its automatic retry) asks the remote.
  forgetContainer('reports');
  mockedLoadRemote.mockResolvedValueOnce({ default: () => null });
  await expect(loadExposedComponent('reports', 'Routes')).resolves.toBeInstanceOf(Function);
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
});
