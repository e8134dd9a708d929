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
  build?: (onLoginBuilt: () => void) => Promise<void>;
  serve?: () => Promise<Array<{ close(): unknown }>>;
  wait?: () => Promise<void>;
  serveEarly?: boolean;
}) {
  const api = new FakeApi();
  const proc = new FakeProcess();
  const server = { close: jest.fn() };
  const order: string[] = [];
  const run = superviseStack(
    {
      startApi: () => (order.push('api'), api),
      buildFrontends: async (onLoginBuilt) => {
        order.push('build');
        await (overrides.build ?? (async () => undefined))(onLoginBuilt);
        order.push('built');
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
    {
      forceAfterMs: 50,
      serveEarly: overrides.serveEarly ?? false,
      onServing: (stillBuilding) => order.push(stillBuilding ? 'serving, still building' : 'serving'),
    },
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
    expect(order).toEqual(['api', 'build', 'built', 'wait', 'serve', 'serving']);
    expect(server.close).not.toHaveBeenCalled();
  });

  it('serving early, serves once the login page is built and resolves when the other builds end', async () => {
    let finishBuild: () => void = () => undefined;
    let loginBuilt: () => void = () => undefined;
    const { order, run } = setup({
      serveEarly: true,
      build: (onLoginBuilt) => (
        (loginBuilt = onLoginBuilt),
        new Promise<void>((resolve) => (finishBuild = resolve))
      ),
    });
    let resolved = false;
    void run.then(() => (resolved = true));
    await settle();
    expect(order).toEqual(['api', 'build']);
    loginBuilt();
    await settle();
    expect(order).toEqual(['api', 'build', 'wait', 'serve', 'serving, still building']);
    expect(resolved).toBe(false);
    finishBuild();
    await run;
    expect(order.at(-1)).toBe('built');
  });

  it('serving early, stops everything when a build fails after the login page was served', async () => {
    let failBuild: (error: Error) => void = () => undefined;
    const { api, proc, server, run } = setup({
      serveEarly: true,
      build: (onLoginBuilt) => (onLoginBuilt(), new Promise<void>((_, reject) => (failBuild = reject))),
    });
    await settle();
    failBuild(new Error('webpack failed for remote-admin'));
    await expect(run).rejects.toThrow('webpack failed for remote-admin');
    await settle();
    expect(server.close).toHaveBeenCalled();
    expect(api.signals).toEqual(['SIGTERM']);
    expect(proc.exits).toEqual([1]);
  });

  it('without serving early, waits for every build even when the login page was built first', async () => {
    let finishBuild: () => void = () => undefined;
    const { order, run } = setup({
      build: (onLoginBuilt) => (onLoginBuilt(), new Promise<void>((resolve) => (finishBuild = resolve))),
    });
    await settle();
    expect(order).toEqual(['api', 'build']);
    finishBuild();
    await run;
    expect(order).toEqual(['api', 'build', 'built', 'wait', 'serve', 'serving']);
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

  it('exits once, at the deadline, when the API takes longer than that to stop', async () => {
    const { api, proc, run } = setup({});
    await run;
    api.kill = (signal: NodeJS.Signals = 'SIGTERM') => {
      api.signals.push(signal);
      setTimeout(() => api.emit('exit', 0), 120);
      return true;
    };
    proc.emit('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.signals).toEqual(['SIGTERM']);
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
