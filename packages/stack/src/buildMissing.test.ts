import { CONTAINERS, type Container } from '@erp/deployment';
import { buildHost } from './build';
import { buildRelease, publishBuild } from './deploy/releaseBuild';
import { buildMissing, inBuildOrder } from './stack';

jest.mock('./build', () => ({
  ...jest.requireActual<object>('./build'),
  buildHost: jest.fn(),
}));
jest.mock('./deploy/releaseBuild', () => ({ buildRelease: jest.fn(), publishBuild: jest.fn() }));

const target = async () => ({ api: 'http://localhost:3000', token: 't'.repeat(43) });

/** Each build ends when the test says so: `finish('host')`, `finish('auth')`… */
function controlledBuilds() {
  const pending = new Map<string, () => void>();
  const started: string[] = [];
  const wait = (name: string) =>
    new Promise<void>((resolve) => {
      started.push(name);
      pending.set(name, resolve);
    });
  jest.mocked(buildHost).mockImplementation(() => wait('host'));
  jest.mocked(buildRelease).mockImplementation(async (c: Container) => {
    await wait(c.name);
    return { container: c, versao: 'v1', dir: '/tmp/nada' };
  });
  // Each build is published, activated and forced (the stack's first release of an area is never left out).
  jest.mocked(publishBuild).mockImplementation(async (_target, build, options) => {
    expect(options).toEqual({ ativar: true, forcar: true });
    return { container: build.container.name, ativa: build.versao, historico: [build.versao], versoes: [] };
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    started,
    finish: async (name: string) => {
      pending.get(name)!();
      await settle();
    },
    settle,
  };
}

describe('buildMissing (pnpm start)', () => {
  it('orders the areas: the login page, then where a sign-in lands, then the rest; brand variants after their default', () => {
    expect(inBuildOrder(CONTAINERS).map((c) => c.name)).toEqual([
      'auth',
      'shell',
      'signup',
      'signup_acme',
      'reports',
      'admin',
    ]);
  });

  it('builds the host and the login area first, two at a time, and says so while the others are still building', async () => {
    const builds = controlledBuilds();
    const onLoginBuilt = jest.fn();
    const all = buildMissing({ force: true, onLoginBuilt, target });
    await builds.settle();
    expect(builds.started).toEqual(['host', 'auth']);

    await builds.finish('host');
    expect(onLoginBuilt).not.toHaveBeenCalled();
    expect(builds.started).toEqual(['host', 'auth', 'shell']);
    await builds.finish('auth');
    expect(onLoginBuilt).toHaveBeenCalledTimes(1);

    for (const name of ['shell', 'signup', 'signup_acme', 'reports', 'admin']) await builds.finish(name);
    expect(await all).toEqual([
      'host',
      'auth@v1',
      'shell@v1',
      'signup@v1',
      'signup_acme@v1',
      'reports@v1',
      'admin@v1',
    ]);
    expect(onLoginBuilt).toHaveBeenCalledTimes(1);
  });
});
