import { EventEmitter } from 'node:events';
import { superviseStack, type ApiChild, type StackProcess } from './superviseStack';

class FakeApi extends EventEmitter implements ApiChild {
  exitCode: number | null = null;
  readonly signals: string[] = [];
  kill(signal: NodeJS.Signals = 'SIGTERM'): boolean {
    this.signals.push(signal);
    // Like a real child: the exit comes later, not inside kill().
    setImmediate(() => {
      this.exitCode = 0;
      this.emit('exit', 0);
    });
    return true;
  }
}

class FakeProcess extends EventEmitter implements StackProcess {
  readonly exits: number[] = [];
  exit(code: number): void {
    this.exits.push(code);
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

function setup(overrides: {
  build?: () => Promise<void>;
  serve?: () => Promise<Array<{ close(): unknown }>>;
  wait?: () => Promise<void>;
}) {
  const api = new FakeApi();
  const proc = new FakeProcess();
  const server = { close: jest.fn() };
  const order: string[] = [];
  const run = superviseStack(
    {
      startApi: () => (order.push('api'), api),
      buildFrontends: async () => {
        order.push('build');
        await (overrides.build ?? (async () => undefined))();
      },
      waitForApi: async () => {
        order.push('wait');
        await (overrides.wait ?? (async () => undefined))();
      },
      serveFrontends: async () => {
        order.push('serve');
        return (overrides.serve ?? (async () => [server]))();
      },
    },
    proc,
    50,
  );
  return { api, proc, server, run, order };
}

beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('superviseStack (pnpm start)', () => {
  it('starts the API before building, so migrations and seed overlap the builds; serves once the API answers', async () => {
    let finishBuild: () => void = () => undefined;
    const { order, run, server } = setup({
      build: () => new Promise<void>((resolve) => (finishBuild = resolve)),
    });
    await settle();
    expect(order).toEqual(['api', 'build']);
    finishBuild();
    await run;
    expect(order).toEqual(['api', 'build', 'wait', 'serve']);
    expect(server.close).not.toHaveBeenCalled();
  });

  it('stops the API when a build fails, serves nothing, and exits 1', async () => {
    const { api, proc, order, run } = setup({ build: () => Promise.reject(new Error('webpack failed')) });
    await expect(run).rejects.toThrow('webpack failed');
    await settle();
    expect(order).toEqual(['api', 'build']);
    expect(api.signals).toEqual(['SIGTERM']);
    expect(proc.exits).toEqual([1]);
  });

  it('serves nothing when Ctrl+C came during the build', async () => {
    let finishBuild: () => void = () => undefined;
    const { proc, order, run } = setup({
      build: () => new Promise<void>((resolve) => (finishBuild = resolve)),
    });
    await settle();
    proc.emit('SIGINT');
    finishBuild();
    await run;
    await settle();
    expect(order).not.toContain('serve');
    expect(proc.exits).toEqual([0]);
  });

  it('stops the API when serving the front ends fails (a port in use), and exits 1', async () => {
    const { api, proc, run } = setup({ serve: () => Promise.reject(new Error('EADDRINUSE')) });
    await run.catch(() => undefined);
    await settle();
    expect(api.signals).toEqual(['SIGTERM']);
    expect(proc.exits).toEqual([1]);
  });

  it('stops the API when it never answers, serves nothing, and exits 1', async () => {
    const { api, proc, order, run } = setup({ wait: () => Promise.reject(new Error('timeout')) });
    await run.catch(() => undefined);
    await settle();
    expect(api.signals).toEqual(['SIGTERM']);
    expect(order).not.toContain('serve');
    expect(proc.exits).toEqual([1]);
  });

  it('stops everything on Ctrl+C and exits 0 once the API is gone', async () => {
    const { api, proc, server, run } = setup({});
    await run;
    proc.emit('SIGINT');
    await settle();
    expect(api.signals).toEqual(['SIGTERM']);
    expect(server.close).toHaveBeenCalled();
    expect(proc.exits).toEqual([0]);
  });

  it('stops the front ends when the API dies on its own', async () => {
    const { api, proc, server, run } = setup({});
    await run;
    api.exitCode = 1;
    api.emit('exit', 1);
    await settle();
    expect(server.close).toHaveBeenCalled();
    expect(proc.exits).toEqual([1]);
  });
});
