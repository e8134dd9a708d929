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
  serve?: () => Promise<Array<{ close(): unknown }>>;
  wait?: () => Promise<void>;
}) {
  const api = new FakeApi();
  const proc = new FakeProcess();
  const server = { close: jest.fn() };
  const run = superviseStack(
    {
      startApi: () => api,
      serveFrontends: overrides.serve ?? (async () => [server]),
      waitForApi: overrides.wait ?? (async () => undefined),
    },
    proc,
    50,
  );
  return { api, proc, server, run };
}

beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('superviseStack (pnpm start)', () => {
  it('stops the API when serving the front ends fails (a port in use), and exits 1', async () => {
    const { api, proc, run } = setup({ serve: () => Promise.reject(new Error('EADDRINUSE')) });
    await run.catch(() => undefined);
    await settle();
    expect(api.signals).toEqual(['SIGTERM']);
    expect(proc.exits).toEqual([1]);
  });

  it('stops the API and the front ends when the API never answers, and exits 1', async () => {
    const { api, proc, server, run } = setup({ wait: () => Promise.reject(new Error('timeout')) });
    await run.catch(() => undefined);
    await settle();
    expect(api.signals).toEqual(['SIGTERM']);
    expect(server.close).toHaveBeenCalled();
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
