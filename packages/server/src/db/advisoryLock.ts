/**
 * The PostgreSQL advisory lock every API machine takes before migrating or seeding: several machines starting at
 * once (a rolling deploy, an autoscaler) apply each migration exactly once, one after the other, and the later ones
 * find the schema ready. An arbitrary constant, the same in every version of the product.
 */
export const MIGRATION_LOCK_KEY = '7305711294187020301';

/** How long a machine waits for another one's migrations before giving up (a stuck migrator needs a human). */
export const MIGRATION_LOCK_WAIT_MS = 5 * 60_000;

/**
 * Runs `work` while holding the advisory lock `key` on a connection of its own (session-level advisory locks belong
 * to one connection, and the pool's connections carry statement timeouts that waiting for the lock would trip). If
 * this process dies meanwhile, its connection closes and PostgreSQL releases the lock; the migrations themselves run
 * in a transaction, so the next holder starts from a consistent schema.
 */
export async function withAdvisoryLock<T>(
  url: string,
  key: string,
  work: () => Promise<T>,
  waitMs = MIGRATION_LOCK_WAIT_MS,
): Promise<T> {
  // Loaded here: only a process on PostgreSQL takes an advisory lock.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  // A connection lost while waiting or working surfaces through the pending query; the event alone must not crash.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`set lock_timeout = ${Math.max(1, Math.floor(waitMs))}`);
    try {
      await client.query('select pg_advisory_lock($1)', [key]);
    } catch (error) {
      if ((error as { code?: string }).code === '55P03') {
        throw new Error(
          `Outra instância da API está migrando o banco há mais de ${Math.round(waitMs / 1000)} s; verifique-a e inicie esta de novo.`,
          { cause: error },
        );
      }
      throw error;
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
