import net from 'node:net';
import { adapterRedis } from './adapterRedis';

/**
 * A Redis before 7.2 as far as a client sees it: commands answered, `CLIENT SETINFO` refused as those versions do.
 * Records every command it receives.
 */
const bulk = (text: string) => `$${Buffer.byteLength(text)}\r\n${text}\r\n`;

async function redisBefore72(): Promise<{ url: string; commands: string[]; close(): Promise<void> }> {
  const commands: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let pending = '';
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      // Each command is an array of bulk strings: *N, then $len and the value N times.
      for (;;) {
        const words = pending.split('\r\n');
        const count = Number(words[0]?.slice(1));
        if (!words[0]?.startsWith('*') || words.length < 2 + count * 2) return;
        const args = Array.from({ length: count }, (_, i) => words[2 + i * 2]!);
        pending = words.slice(1 + count * 2).join('\r\n');
        const command = args.join(' ').toUpperCase();
        commands.push(command);
        if (command.startsWith('CLIENT SETINFO'))
          socket.write("-ERR unknown subcommand 'SETINFO'. Try CLIENT HELP.\r\n");
        else if (command.startsWith('INFO')) socket.write(bulk('# Server\r\nloading:0\r\n'));
        else socket.write('+OK\r\n');
      }
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    commands,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// Port 1: nothing listens there, every connection is refused and ioredis keeps reconnecting.
const DEAD_REDIS = 'redis://127.0.0.1:1';

describe("socket.io adapter's Redis clients", () => {
  const unhandled: unknown[] = [];
  const collect = (reason: unknown) => unhandled.push(reason);
  beforeAll(() => process.on('unhandledRejection', collect));
  afterAll(() => process.off('unhandledRejection', collect));

  it('log the commands a shutdown rejects while Redis is down, which the adapter never awaits, instead of leaving them unhandled', async () => {
    const warnings: string[] = [];
    const { pub, sub } = adapterRedis(DEAD_REDIS, (message) => warnings.push(message));
    // What the adapter does when it is created: SUBSCRIBE and PSUBSCRIBE, nobody awaiting them.
    void sub.subscribe('socket.io#/#');
    void sub.psubscribe('socket.io#/#*');
    void pub.publish('socket.io-request#/#', 'x');
    // The shutdown comes while ioredis is in the middle of a reconnection attempt: it rejects the queued commands.
    for (const client of [pub, sub]) {
      while (client.status !== 'connecting') await new Promise((resolve) => setImmediate(resolve));
      client.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(unhandled).toEqual([]);
    expect(warnings.filter((w) => w.includes('Connection is closed'))).toHaveLength(3);
    expect(warnings.some((w) => w.includes('subscribe falhou'))).toBe(true);
  });

  it('say nothing on connecting to a Redis before 7.2 (no CLIENT SETINFO sent, whose refusal read as a failure)', async () => {
    const redis = await redisBefore72();
    const warnings: string[] = [];
    const { pub, sub } = adapterRedis(redis.url, (message) => warnings.push(message));
    try {
      await Promise.all([pub.ping(), sub.ping()]);
      expect(redis.commands.filter((c) => c.startsWith('PING'))).toHaveLength(2);
      expect(redis.commands.filter((c) => c.startsWith('CLIENT SETINFO'))).toEqual([]);
      expect(warnings).toEqual([]);
    } finally {
      pub.disconnect();
      sub.disconnect();
      await redis.close();
    }
  });
});
