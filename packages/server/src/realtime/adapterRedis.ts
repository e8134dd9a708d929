import { Redis } from 'ioredis';

/**
 * A Redis client for socket.io's adapter, which never awaits its commands (subscribe, publish): each command's
 * rejection is logged here instead of escaping as an unhandled rejection. The one that ended tests and could end the
 * API: the adapter's SUBSCRIBEs wait in ioredis' offline queue while Redis is down (no retry limit, below), and a
 * shutdown that disconnects while a reconnection is in progress rejects them all with 'Connection is closed.'.
 */
export function adapterRedis(url: string, warn: (message: string) => void): { pub: Redis; sub: Redis } {
  // No retry limit: with ioredis' default of 20, a Redis down for ~10 s failed the adapter's commands; without one,
  // they wait for Redis to come back (ioredis then subscribes again); meanwhile each process still reaches its own
  // sockets, and only the fan-out to the other processes waits.
  // disableClientInfo: ioredis' CLIENT SETINFO on connect is best effort (it ignores the answer), but Redis before 7.2
  // answers it with an error, which the logging below reported on every connection as if a command had failed.
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null, disableClientInfo: true });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    // Without a listener ioredis prints every reconnection failure as an unhandled error.
    client.on('error', (error: Error) => warn(`Redis (socket.io) indisponível: ${error.message}`));
    const send = client.sendCommand.bind(client);
    client.sendCommand = (...args: Parameters<Redis['sendCommand']>) => {
      // ioredis types it `unknown`; it is the command's promise.
      const answer = send(...args) as Promise<unknown>;
      answer.catch((error: Error) => warn(`Redis (socket.io): ${args[0].name} falhou: ${error.message}`));
      return answer;
    };
  }
  return { pub, sub };
}
