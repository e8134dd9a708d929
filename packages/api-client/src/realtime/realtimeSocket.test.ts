import type { Socket } from 'socket.io-client';
import { createApiClient } from '../createApiClient';
import { createRealtimeSocket, type SocketFactory } from './realtimeSocket';

type Listener = (...args: unknown[]) => void;

/** Just enough of a socket.io socket: server events are simulated with `serverSends`. */
class FakeSocket {
  readonly listeners = new Map<string, Set<Listener>>();
  readonly emitted: Array<[string, unknown]> = [];
  connected = false;
  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }
  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string, payload: unknown): this {
    this.emitted.push([event, payload]);
    return this;
  }
  serverSends(event: string, payload?: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
  connect = jest.fn();
  disconnect = jest.fn();
}

function setup(token: string | null = 'tok-9') {
  const fake = new FakeSocket();
  const factory = jest.fn<Socket, Parameters<SocketFactory>>(() => fake as unknown as Socket);
  let current = token;
  const api = createApiClient({
    endpoint: 'http://localhost:3000/api/',
    getToken: () => current,
    socketFactory: factory,
  });
  return { fake, factory, api, setToken: (t: string | null) => (current = t) };
}

describe('realtime socket', () => {
  it('connects once to the API origin', () => {
    const { api, factory } = setup();
    expect(api.socket()).toBe(api.socket());
    expect(factory).toHaveBeenCalledTimes(1);
    expect(factory.mock.calls[0]?.[0]).toBe('http://localhost:3000');
  });

  it('asks for a WebSocket first and falls back to long-polling where WebSockets are blocked', () => {
    const { api, factory } = setup();
    api.socket();
    // socket.io-client only moves on to the next transport when told to (tryAllTransports).
    expect(factory.mock.calls[0]?.[1]).toEqual({
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
  });

  it('authenticates with the current token on connect and again on every reconnection', () => {
    const { api, fake, setToken } = setup();
    api.socket();
    fake.serverSends('connect');
    setToken('tok-10');
    fake.serverSends('connect');
    expect(fake.emitted).toEqual([
      ['authentication', { token: 'tok-9' }],
      ['authentication', { token: 'tok-10' }],
    ]);
  });

  it('does not authenticate without a session', () => {
    const { api, fake } = setup(null);
    api.socket();
    fake.serverSends('connect');
    expect(fake.emitted).toEqual([]);
  });

  it('only logs an unauthorized answer', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api, fake } = setup();
    api.socket();
    fake.serverSends('unauthorized', { message: 'token inválido' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('delivers alerts and report results, and stops on unsubscribe', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api, fake } = setup();
    const socket = api.socket();
    const alerts = jest.fn();
    const reports = jest.fn();
    const raw = jest.fn();
    const stopAlerts = socket.onAlert(alerts);
    socket.onReport('vendas', reports);
    socket.on('custom', raw);

    fake.serverSends('alerta', { id: 4, titulo: 'Novo' });
    fake.serverSends('vendas-pdf', { status: 'success', data: { file: 'a.pdf', url: '/r/a.pdf' } });
    fake.serverSends('vendas-xlsx', { status: 'error', data: {} });
    fake.serverSends('vendas-pdf', { status: 'weird' });
    fake.serverSends('custom', 42);
    stopAlerts();
    socket.off('custom', raw);
    fake.serverSends('alerta', {});
    fake.serverSends('custom', 43);

    expect(alerts).toHaveBeenCalledTimes(1);
    expect(alerts).toHaveBeenCalledWith({ id: 4, titulo: 'Novo' });
    expect(reports.mock.calls).toEqual([
      [{ status: 'success', data: { file: 'a.pdf', url: '/r/a.pdf' } }, 'pdf'],
      [{ status: 'error', data: {} }, 'xlsx'],
    ]);
    expect(raw).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('disconnects on request', () => {
    const { api, fake } = setup();
    api.socket().disconnect();
    expect(fake.disconnect).toHaveBeenCalled();
  });
});

describe('realtime socket before its client library has arrived', () => {
  function deferred() {
    const fake = new FakeSocket();
    let arrive: (factory: SocketFactory) => void = () => undefined;
    const loadSocketFactory = jest.fn(() => new Promise<SocketFactory>((resolve) => (arrive = resolve)));
    const socket = createRealtimeSocket({
      endpoint: 'http://localhost:3000/api/',
      getToken: () => 'tok-1',
      loadSocketFactory,
    });
    const load = async () => {
      arrive(() => fake as unknown as Socket);
      await Promise.resolve();
      await Promise.resolve();
    };
    return { fake, socket, load, loadSocketFactory };
  }

  it('keeps what callers asked for and applies it, in order, once the library is loaded', async () => {
    const { fake, socket, load, loadSocketFactory } = deferred();
    const alerts = jest.fn();
    const early = jest.fn();
    const stopEarly = socket.on('custom', early);
    socket.onAlert(alerts);
    stopEarly();
    expect(loadSocketFactory).toHaveBeenCalledTimes(1);
    expect(fake.listeners.size).toBe(0);

    await load();
    fake.serverSends('connect');
    fake.serverSends('alerta', { id: 7, titulo: 'Chegou' });
    fake.serverSends('custom', 1);

    expect(fake.emitted).toEqual([['authentication', { token: 'tok-1' }]]);
    expect(alerts).toHaveBeenCalledWith({ id: 7, titulo: 'Chegou' });
    expect(early).not.toHaveBeenCalled();
  });

  it('a logout before the library arrived still disconnects', async () => {
    const { fake, socket, load } = deferred();
    socket.disconnect();
    expect(fake.disconnect).not.toHaveBeenCalled();
    await load();
    expect(fake.disconnect).toHaveBeenCalledTimes(1);
  });

  it('without the library the app goes on: a warning, no throw', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const socket = createRealtimeSocket({
      endpoint: 'http://localhost:3000/api/',
      getToken: () => null,
      loadSocketFactory: () => Promise.reject(new Error('ChunkLoadError')),
    });
    expect(() => socket.onAlert(jest.fn())).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith(
      'Realtime: não foi possível carregar o cliente de tempo real',
      expect.any(Error),
    );
    warn.mockRestore();
  });
});
