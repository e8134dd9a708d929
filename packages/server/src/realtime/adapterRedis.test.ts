import { adapterRedis } from './adapterRedis';

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
});
