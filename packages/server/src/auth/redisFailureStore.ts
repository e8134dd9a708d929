import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FailureStore } from './failureStore';

/**
 * Failure counts shared by every API process (REDIS_URL set): one sorted set per key, scored by time, trimmed to the
 * window on each write and expiring with it, so several processes behind a balancer enforce one limit together.
 */
export class RedisFailureStore implements FailureStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'erp:falhas:',
  ) {}

  async recent(key: string, since: number): Promise<number[]> {
    const members = await this.redis.zrangebyscore(this.prefix + key, `(${since}`, '+inf', 'WITHSCORES');
    // WITHSCORES answers member, score, member, score…
    return members.filter((_, index) => index % 2 === 1).map(Number);
  }

  async add(key: string, at: number, windowMs: number): Promise<void> {
    const redisKey = this.prefix + key;
    await this.redis
      .multi()
      .zremrangebyscore(redisKey, '-inf', at - windowMs)
      .zadd(redisKey, at, `${at}-${randomBytes(4).toString('hex')}`)
      .pexpire(redisKey, windowMs)
      .exec();
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
