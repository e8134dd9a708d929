import { startTestServer, type TestServer } from '../testing/testServer';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import { sessoes, usuarios } from '../db/schema';
import { notify } from './notify';
import { nextEvent as next, socketKit } from '../testing/socketTestKit';

let t: TestServer;
let url: string;
const kit = socketKit(() => url);
const open = kit.open;

beforeAll(async () => {
  t = await startTestServer({ SOCKET_AUTH_TIMEOUT_MS: '300', SOCKET_SESSION_CHECK_MS: '100' });
  t.config.apiPort = 0;
  t.config.apiHost = '127.0.0.1';
  url = await t.server.listen();
});
afterAll(async () => {
  kit.closeAll();
  await t.close();
});

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

describe('a socket lives no longer than its session', () => {
  const signedInSocket = kit.signedIn;
  const post = (url: string, token: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });

  it('is disconnected, with the Portuguese message, when its session logs out; other sessions stay', async () => {
    const mine = await t.login('vendedor@demo.com.br');
    const other = await t.login('vendedor@demo.com.br');
    const socket = await signedInSocket(mine);
    const otherSocket = await signedInSocket(other);
    const told = next<{ message: string }>(socket, 'unauthorized');
    const gone = next(socket, 'disconnect');
    expect((await post('/api/Usuarios/logout', mine)).statusCode).toBe(204);
    expect((await told).message).toBe('Token de acesso inválido ou expirado.');
    await gone;
    expect(otherSocket.connected).toBe(true);
  });

  it('is disconnected when a password change ends its session (the changing session keeps its socket)', async () => {
    const changer = await t.login('contador@demo.com.br');
    const stolen = await t.login('contador@demo.com.br');
    const stolenSocket = await signedInSocket(stolen);
    const changerSocket = await signedInSocket(changer);
    const gone = next(stolenSocket, 'disconnect');
    const me = await t.app.inject({
      url: '/api/Usuarios/getUserInfo?sistema=novoerp',
      headers: { authorization: changer },
    });
    const userId = me.json<{ id: number }>().id;
    const res = await post('/api/Usuarios/alteraSenha', changer, {
      userId,
      senhaAntiga: 'demo123',
      senhaNova: 'outra456',
    });
    expect(res.statusCode).toBe(204);
    await gone;
    expect(changerSocket.connected).toBe(true);
  });

  it('is disconnected when an administrator blocks its user', async () => {
    const socket = await signedInSocket(await t.login('expirado@demo.com.br'));
    const gone = next(socket, 'disconnect');
    const master = await t.login('master@demo.com.br');
    const [user] = await t.server.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.email, 'expirado@demo.com.br'));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Usuarios/${user!.id}/ativo`,
      headers: { authorization: master },
      payload: { ativo: false },
    });
    expect(res.statusCode).toBe(200);
    await gone;
  });

  it('is disconnected when its session expires', async () => {
    const socket = await signedInSocket(await t.login('trial@demo.com.br'));
    const gone = next(socket, 'disconnect');
    // Sockets are checked every SOCKET_SESSION_CHECK_MS against the session's end, on the server's clock.
    t.clock.advance(t.config.sessionTtlHours * 3_600_000 + 1);
    await gone;
  });

  it('is disconnected when its session is revoked without the announcement reaching it', async () => {
    const token = await t.login('vendedor@demo.com.br');
    const socket = await signedInSocket(token);
    const told = next<{ message: string }>(socket, 'unauthorized');
    const gone = next(socket, 'disconnect');
    // Ended straight in the database (another API process without the Redis adapter would look the same here).
    await t.server.db
      .update(sessoes)
      .set({ revokedAt: new Date(t.clock()) })
      .where(and(eq(sessoes.tokenHash, hashToken(token)), isNull(sessoes.revokedAt)));
    expect((await told).message).toBe('Token de acesso inválido ou expirado.');
    await gone;
  });

  it('is dropped when its session is revoked between the token check and joining its rooms', async () => {
    const sessions = t.server.context.sessions;
    const resolve = sessions.resolve.bind(sessions);
    // The revocation lands after the token was checked, before the socket is in its rooms: its announcement misses.
    sessions.resolve = async (token) => {
      const session = await resolve(token);
      if (session) await sessions.revoke(session.sessionId);
      return session;
    };
    try {
      const socket = open();
      const told = next<{ message: string }>(socket, 'unauthorized');
      const gone = next(socket, 'disconnect');
      let received = false;
      socket.on('alerta', () => {
        received = true;
      });
      socket.emit('authentication', { token: await t.login('admin@demo.com.br') });
      expect((await told).message).toBe('Token de acesso inválido ou expirado.');
      await gone;
      notify(t.server.io, { idConfig: 1 }, 'alerta', { titulo: 'depois da revogação' });
      await new Promise((done) => setTimeout(done, 150));
      expect(received).toBe(false);
    } finally {
      sessions.resolve = resolve;
    }
  });
});
