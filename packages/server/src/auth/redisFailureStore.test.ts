import type { Redis } from 'ioredis';
import { RedisFailureStore } from './redisFailureStore';

/** The five sorted-set commands the store uses, over a Map; enough to check the store's reading of Redis. */
function fakeRedis() {
  const sets = new Map<string, Map<string, number>>();
  const set = (key: string) => sets.get(key) ?? sets.set(key, new Map()).get(key)!;
  const bound = (text: string) =>
    text === '+inf' ? Infinity : text === '-inf' ? -Infinity : Number(text.replace('(', ''));
  const client = {
    async zrangebyscore(key: string, min: string, max: string) {
      const exclusive = min.startsWith('(');
      return [...set(key).entries()]
        .filter(([, score]) => (exclusive ? score > bound(min) : score >= bound(min)) && score <= bound(max))
        .sort((a, b) => a[1] - b[1])
        .flatMap(([member, score]) => [member, String(score)]);
    },
    multi() {
      const ops: Array<() => void> = [];
      const chain = {
        zremrangebyscore: (key: string, min: string, max: number) => {
          ops.push(() =>
            set(key).forEach(
              (score, member) => score >= bound(min) && score <= max && set(key).delete(member),
            ),
          );
          return chain;
        },
        zadd: (key: string, score: number, member: string) => {
          ops.push(() => set(key).set(member, score));
          return chain;
        },
        pexpire: () => chain,
        exec: async () => ops.forEach((op) => op()),
      };
      return chain;
    },
    // The reserve script's effect (trim, count, add); the script itself runs only against a real Redis (pnpm test:pg).
    async eval(
      _script: string,
      _keys: number,
      key: string,
      at: number,
      windowMs: number,
      max: number,
      id: string,
    ) {
      set(key).forEach((score, member) => score <= at - windowMs && set(key).delete(member));
      if (set(key).size >= max) return 0;
      set(key).set(id, at);
      return 1;
    },
    async zrem(key: string, member: string) {
      return set(key).delete(member) ? 1 : 0;
    },
    async del(key: string) {
      return sets.delete(key) ? 1 : 0;
    },
  };
  return client as unknown as Redis;
}

describe('RedisFailureStore', () => {
  it('records failures in time order, trims the window and clears a key', async () => {
    const store = new RedisFailureStore(fakeRedis());
    await store.add('conta:a', 1000, 500);
    await store.add('conta:a', 1300, 500);
    await store.add('conta:a', 1700, 500);
    // The failure at 1000 left the window when the one at 1700 was written.
    expect(await store.recent('conta:a', 0)).toEqual([1300, 1700]);
    expect(await store.recent('conta:a', 1300)).toEqual([1700]);
    expect(await store.recent('conta:b', 0)).toEqual([]);
    await store.clear('conta:a');
    expect(await store.recent('conta:a', 0)).toEqual([]);
  });

  it('reserves up to max inside the window and releases a reservation', async () => {
    const store = new RedisFailureStore(fakeRedis());
    const first = await store.reserve('conta:a', 1000, 500, 2);
    expect(first).not.toBeNull();
    expect(await store.reserve('conta:a', 1100, 500, 2)).not.toBeNull();
    expect(await store.reserve('conta:a', 1200, 500, 2)).toBeNull();
    await store.release('conta:a', first ?? '');
    expect(await store.recent('conta:a', 0)).toEqual([1100]);
    // 1100 has left the window at 1600.
    expect(await store.reserve('conta:a', 1600, 500, 1)).not.toBeNull();
  });
});
