import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database';
import type { ProductStorage } from '../storage';
import type { ReadinessCheck } from './readiness';

/** The dependencies of this API machine, each with the cheapest question that proves it answers. */
export function readinessChecks(
  db: Database,
  redis: Redis | null,
  storage: Pick<ProductStorage, 'check'>,
): ReadinessCheck[] {
  return [
    { name: 'database', probe: async () => void (await db.execute(sql`select 1`)) },
    ...(redis ? [{ name: 'redis' as const, probe: async () => void (await redis.ping()) }] : []),
    // The folders writable, or the bucket reachable and writable (the engine's own check).
    { name: 'storage', probe: () => storage.check() },
  ];
}
