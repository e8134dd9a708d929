import { MESSAGES } from '@erp/domain';
import type { Server as HttpServer } from 'node:http';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { tokenFromHeader, type SessionService } from '../auth/sessions';
import { roomOf } from './notify';

export interface Realtime {
  io: Server;
  close(): Promise<void>;
}

const UNAUTHORIZED_MESSAGE = MESSAGES.http.socketTokenInvalid;

const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/** `{ token }` as the client contract sends it, or a bare token string (older clients). */
function tokenOf(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (payload && typeof payload === 'object' && 'token' in payload && typeof payload.token === 'string')
    return payload.token;
  return null;
}

/** How many session ids one check asks the database about at once. */
const CHECK_CHUNK = 500;

/** Closes the sockets (of this process) whose session is no longer valid. */
async function closeEndedSessions(
  io: Server,
  sessions: SessionService,
  refuse: (socket: Socket) => void,
): Promise<void> {
  const bySession = new Map<number, Socket[]>();
  for (const socket of io.of('/').sockets.values()) {
    const sessionId = socket.data.sessionId as number | undefined;
    if (sessionId !== undefined) bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), socket]);
  }
  const ids = [...bySession.keys()];
  for (let start = 0; start < ids.length; start += CHECK_CHUNK) {
    const chunk = ids.slice(start, start + CHECK_CHUNK);
    const valid = await sessions.stillValid(chunk);
    for (const id of chunk) if (!valid.has(id)) for (const socket of bySession.get(id) ?? []) refuse(socket);
  }
}

/**
 * socket.io on the API's HTTP server. A socket proves itself by emitting `authentication` with its session token;
 * it then joins its user (not in a client view), company and brand rooms. One that does not authenticate in time is dropped.
 */
export async function attachRealtime(
  server: HttpServer,
  options: {
    sessions: SessionService;
    allowedOrigins: string[];
    redisUrl: string | null;
    authTimeoutMs: number;
    sessionCheckMs: number;
  },
): Promise<Realtime> {
  const io = new Server(server, {
    cors: { origin: options.allowedOrigins, allowedHeaders: ['Authorization', 'Content-Type', 'sistema'] },
  });
  const redis: Redis[] = [];
  if (options.redisUrl) {
    // Loaded only with Redis: most processes (and test files) have none, and ioredis is heavy to load.
    const [{ createAdapter }, { adapterRedis }] = await Promise.all([
      import('@socket.io/redis-adapter'),
      import('./adapterRedis'),
    ]);
    const { pub, sub } = adapterRedis(options.redisUrl, (message) => console.warn(message));
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  // Each socket sits in its session's room: ending the session (logout, password change or reset, deactivation)
  // closes it on every API process (the adapter carries the call).
  options.sessions.onRevoked((sessionIds) => {
    const rooms = sessionIds.map(sessionRoom);
    io.in(rooms).emit('unauthorized', { message: UNAUTHORIZED_MESSAGE });
    io.in(rooms).disconnectSockets(true);
  });
  const refuse = (socket: Socket) => {
    socket.emit('unauthorized', { message: UNAUTHORIZED_MESSAGE });
    socket.disconnect(true);
  };
  // The announcement above closes sockets at once; this check is what still closes them when it was missed (another
  // API process without the Redis adapter, a session ended straight in the database, an expiry): each open socket's
  // session is looked at again — revoked, expired or its user deactivated, the socket goes.
  let checking = false;
  const sessionCheck = setInterval(() => {
    if (checking) return;
    checking = true;
    void closeEndedSessions(io, options.sessions, refuse)
      .catch((error: unknown) => console.warn(`Verificação das sessões dos sockets falhou: ${String(error)}`))
      .finally(() => {
        checking = false;
      });
  }, options.sessionCheckMs);
  sessionCheck.unref();

  io.on('connection', (socket) => {
    const timer = setTimeout(() => {
      if (!socket.data.userId) socket.disconnect(true);
    }, options.authTimeoutMs);
    socket.on('disconnect', () => clearTimeout(timer));

    socket.on('authentication', async (payload: unknown) => {
      const token = tokenFromHeader(tokenOf(payload) ?? undefined);
      const session = token ? await options.sessions.resolve(token).catch(() => null) : null;
      if (!session) {
        socket.emit('unauthorized', { message: UNAUTHORIZED_MESSAGE });
        // Let the event reach the client before the connection goes.
        setTimeout(() => socket.disconnect(true), 50);
        return;
      }
      clearTimeout(timer);
      socket.data.userId = session.userId;
      socket.data.sessionId = session.sessionId;
      // A client view (staff inside a customer's company) hears that company and its brand only: its user room
      // carries the staff member's own alerts and reports, of their own company.
      const clientView = session.visaoEmpresaId != null;
      await socket.join([
        sessionRoom(session.sessionId),
        ...(clientView ? [] : [roomOf({ userId: session.userId })]),
        roomOf({ companyId: session.empresaId }),
        roomOf({ idConfig: session.idConfig }),
      ]);
      // A revocation announced between the token check and the join reached rooms this socket was not in yet: look
      // again now that it is in them, or it would keep receiving the events of a session that has ended.
      const still = await options.sessions.stillValid([session.sessionId]).catch(() => new Set<number>());
      if (!still.has(session.sessionId)) {
        refuse(socket);
        return;
      }
      socket.emit('authenticated', { userId: session.userId });
    });
  });

  return {
    io,
    close: async () => {
      clearInterval(sessionCheck);
      await io.close();
      // QUIT waits for a connection: to a Redis that is down (commands wait without limit, above) it would never end.
      await Promise.all(
        redis.map((client) =>
          client.status === 'ready' ? client.quit().catch(() => undefined) : client.disconnect(),
        ),
      );
    },
  };
}
