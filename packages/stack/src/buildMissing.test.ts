import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTAINERS, MANIFEST_FILE, type Container } from '@erp/deployment';
import { buildHost } from './build';
import { containerState, registerRelease } from './deploy/deployClient';
import { buildRelease, publishBuild } from './deploy/releaseBuild';
import { buildMissing, inBuildOrder } from './stack';
import { recordStackBuild } from './stackBuilds';

jest.mock('./build', () => ({
  ...jest.requireActual<object>('./build'),
  buildHost: jest.fn(),
}));
jest.mock('./deploy/releaseBuild', () => ({ buildRelease: jest.fn(), publishBuild: jest.fn() }));
jest.mock('./deploy/deployClient', () => ({
  ...jest.requireActual<object>('./deploy/deployClient'),
  containerState: jest.fn(),
  registerRelease: jest.fn(),
}));

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

  it('starts the next build while a finished one waits for the API to publish it (a first start still seeding)', async () => {
    const builds = controlledBuilds();
    let apiUp: () => void = () => undefined;
    const apiAnswers = new Promise<void>((resolve) => (apiUp = resolve));
    const onLoginBuilt = jest.fn();
    const all = buildMissing({ force: true, onLoginBuilt, target: () => apiAnswers.then(target) });
    await builds.settle();
    await builds.finish('auth');
    expect(builds.started).toEqual(['host', 'auth', 'shell']);
    expect(publishBuild).not.toHaveBeenCalled();
    // The login page is ready only once its area is published.
    await builds.finish('host');
    expect(onLoginBuilt).not.toHaveBeenCalled();

    apiUp();
    await builds.settle();
    expect(onLoginBuilt).toHaveBeenCalledTimes(1);
    for (const name of ['shell', 'signup', 'signup_acme', 'reports', 'admin']) await builds.finish(name);
    expect([...(await all)].sort()).toEqual(['host', ...CONTAINERS.map((c) => `${c.name}@v1`)].sort());
    expect(publishBuild).toHaveBeenCalledTimes(CONTAINERS.length);
  });
});

describe('buildMissing after the database started again (files there, no release state)', () => {
  const saved = { DATA_DIR: process.env.DATA_DIR, DEPLOY_DIR: process.env.DEPLOY_DIR };
  let dataDir: string;
  /** A published version's files in the release storage, as the API keeps them. */
  const publishedFiles = (container: string, versao: string) => {
    const dir = path.join(dataDir, 'deploys', container, versao);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), '{}');
  };

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-stack-builds-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.DEPLOY_DIR;
    for (const c of CONTAINERS) publishedFiles(c.name, 'v-anterior');
    jest.mocked(containerState).mockImplementation(async (_t, name) => ({
      container: name,
      ativa: null,
      historico: [],
      versoes: [],
    }));
    jest.mocked(registerRelease).mockImplementation(async (_t, name, versao) => ({
      container: name,
      ativa: versao,
      historico: [versao],
      versoes: [],
    }));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    for (const [key, value] of Object.entries(saved))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  });

  it("registers the stack's own last build again instead of building it (test:pg:e2e after the PGlite run)", async () => {
    for (const c of CONTAINERS) {
      publishedFiles(c.name, 'v-da-stack');
      recordStackBuild(c.name, 'v-da-stack');
    }
    const built = await buildMissing({ target, skip: { host: true } });
    expect(buildRelease).not.toHaveBeenCalled();
    const registered = jest
      .mocked(registerRelease)
      .mock.calls.map(([, name, versao, options]) => [name, versao, options]);
    expect(registered).toHaveLength(CONTAINERS.length);
    expect(registered).toEqual(
      expect.arrayContaining(CONTAINERS.map((c) => [c.name, 'v-da-stack', { ativar: true, forcar: true }])),
    );
    expect(built).toContain('shell@v-da-stack (registered again)');
  });

  it('builds anew when no build of the stack is recorded, or its files are gone (never some other version)', async () => {
    jest
      .mocked(buildRelease)
      .mockImplementation(async (c: Container) => ({ container: c, versao: 'v-nova', dir: '/x' }));
    jest.mocked(publishBuild).mockImplementation(async (_t, build) => ({
      container: build.container.name,
      ativa: build.versao,
      historico: [build.versao],
      versoes: [],
    }));
    recordStackBuild('shell', 'v-apagada');
    const built = await buildMissing({ target, skip: { host: true } });
    expect(registerRelease).not.toHaveBeenCalled();
    expect([...built].sort()).toEqual(CONTAINERS.map((c) => `${c.name}@v-nova`).sort());
  });
});
