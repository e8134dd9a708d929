import type { Redis } from 'ioredis';
import { entryId, type FailureStore } from './failureStore';

// Trim, count and add in one script: Redis runs it atomically, so processes sharing a limit cannot all slip under it.
const RESERVE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

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
      .zadd(redisKey, at, entryId(at))
      .pexpire(redisKey, windowMs)
      .exec();
  }

  async reserve(key: string, at: number, windowMs: number, max: number): Promise<string | null> {
    const id = entryId(at);
    const added = await this.redis.eval(RESERVE, 1, this.prefix + key, at, windowMs, max, id);
    return added === 1 ? id : null;
  }

  async release(key: string, id: string): Promise<void> {
    await this.redis.zrem(this.prefix + key, id);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
