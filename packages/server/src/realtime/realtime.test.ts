import { io as connect, type Socket } from 'socket.io-client';
import { startTestServer, type TestServer } from '../testing/testServer';
import { notify } from './notify';

let t: TestServer;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await startTestServer({ SOCKET_AUTH_TIMEOUT_MS: '300' });
  t.config.apiPort = 0;
  t.config.apiHost = '127.0.0.1';
  url = await t.server.listen();
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

function open(): Socket {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

function next<T = unknown>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sem o evento ${event}`)), 3000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('socket.io authentication', () => {
  it('authenticates with { token } and receives events of its user, company and brand rooms', async () => {
    const token = await t.login('admin@demo.com.br');
    const socket = open();
    const authenticated = next<{ userId: number }>(socket, 'authenticated');
    socket.emit('authentication', { token });
    const { userId } = await authenticated;

    const alerta = next(socket, 'alerta');
    notify(t.server.io, { userId }, 'alerta', { titulo: 'Olá' });
    expect(await alerta).toEqual({ titulo: 'Olá' });

    const pdf = next(socket, 'vendas-pdf');
    notify(t.server.io, { idConfig: 1 }, 'vendas-pdf', {
      status: 'success',
      data: { file: 'a.pdf', url: '/x' },
    });
    expect(await pdf).toEqual({ status: 'success', data: { file: 'a.pdf', url: '/x' } });
  });

  it('accepts a bare token string', async () => {
    const token = await t.login('vendedor@demo.com.br');
    const socket = open();
    const authenticated = next(socket, 'authenticated');
    socket.emit('authentication', token);
    await expect(authenticated).resolves.toBeDefined();
  });

  it('answers unauthorized to a bad token and disconnects', async () => {
    const socket = open();
    const unauthorized = next<{ message: string }>(socket, 'unauthorized');
    const disconnected = next(socket, 'disconnect');
    socket.emit('authentication', { token: 'x'.repeat(43) });
    expect((await unauthorized).message).toBe('Token de acesso inválido ou expirado.');
    await disconnected;
  });

  it('keeps company events inside the company', async () => {
    const acme = open();
    const authenticated = next(acme, 'authenticated');
    acme.emit('authentication', { token: await t.login('admin@acme.com.br') });
    await authenticated;
    let leaked = false;
    acme.on('alerta', () => {
      leaked = true;
    });
    notify(t.server.io, { idConfig: 1 }, 'alerta', {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(leaked).toBe(false);
  });

  it('drops a socket that never authenticates', async () => {
    const socket = open();
    await next(socket, 'connect');
    await next(socket, 'disconnect');
  });
});
