import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Clock } from '../auth/clock';
import { tokenFromHeader, type SessionService } from '../auth/sessions';
import { roomOf } from './notify';

export interface Realtime {
  io: Server;
  close(): Promise<void>;
}

export const UNAUTHORIZED_MESSAGE = 'Token de acesso inválido ou expirado.';

const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/** `{ token }` as the client contract sends it, or a bare token string (older clients). */
function tokenOf(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (payload && typeof payload === 'object' && 'token' in payload && typeof payload.token === 'string')
    return payload.token;
  return null;
}

/**
 * socket.io on the API's HTTP server. A socket proves itself by emitting `authentication` with its session token;
 * it then joins its user, company and brand rooms. One that does not authenticate in time is dropped.
 */
export function attachRealtime(
  server: HttpServer,
  options: {
    sessions: SessionService;
    allowedOrigins: string[];
    redisUrl: string | null;
    authTimeoutMs: number;
    clock: Clock;
    sessionCheckMs: number;
  },
): Realtime {
  const io = new Server(server, {
    cors: { origin: options.allowedOrigins, allowedHeaders: ['Authorization', 'Content-Type', 'sistema'] },
  });
  const redis: Redis[] = [];
  if (options.redisUrl) {
    // The adapter's subscribe and publish calls handle no rejection: with ioredis' default of 20 retries, a Redis
    // down for ~10 s rejected one of them and the unhandled rejection ended the whole API. Without a limit, commands
    // wait for Redis to come back (ioredis then subscribes again); meanwhile each process still reaches its own
    // sockets, and only the fan-out to the other processes waits.
    const pub = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    redis.push(pub, sub);
    // Without a listener ioredis prints every reconnection failure as an unhandled error.
    for (const client of redis)
      client.on('error', (error: Error) => console.warn(`Redis (socket.io) indisponível: ${error.message}`));
    io.adapter(createAdapter(pub, sub));
  }

  // Each socket sits in its session's room: ending the session (logout, password change or reset, deactivation)
  // closes it on every API process (the adapter carries the call).
  options.sessions.onRevoked((sessionIds) => {
    const rooms = sessionIds.map(sessionRoom);
    io.in(rooms).emit('unauthorized', { message: UNAUTHORIZED_MESSAGE });
    io.in(rooms).disconnectSockets(true);
  });
  const expiryCheck = setInterval(() => {
    const now = options.clock();
    for (const socket of io.of('/').sockets.values()) {
      const expiresAt = socket.data.expiresAt as number | undefined;
      if (expiresAt !== undefined && expiresAt <= now) {
        socket.emit('unauthorized', { message: UNAUTHORIZED_MESSAGE });
        socket.disconnect(true);
      }
    }
  }, options.sessionCheckMs);
  expiryCheck.unref();

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
      socket.data.expiresAt = session.expiresAt;
      await socket.join([
        sessionRoom(session.sessionId),
        roomOf({ userId: session.userId }),
        roomOf({ companyId: session.empresaId }),
        roomOf({ idConfig: session.idConfig }),
      ]);
      socket.emit('authenticated', { userId: session.userId });
    });
  });

  return {
    io,
    close: async () => {
      clearInterval(expiryCheck);
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
