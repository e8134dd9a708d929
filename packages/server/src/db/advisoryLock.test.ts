import pg from 'pg';
import {
  createTestDatabase,
  databaseUrl,
  dropTestDatabase,
  testPostgresUrl,
} from '../testing/postgresTestDatabase';
import { MIGRATION_LOCK_KEY, withAdvisoryLock } from './advisoryLock';
import { openDatabase, type DatabaseHandle } from './database';

// Several API machines starting at once on one PostgreSQL (`pnpm test:pg`; skipped on the embedded database).
const url = testPostgresUrl();
const describeWithPostgres = url ? describe : describe.skip;

async function query(target: string, sql: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    return (await client.query<{ v: string }>(sql)).rows.map((r) => String(r.v));
  } finally {
    await client.end();
  }
}

describeWithPostgres('migrations under a PostgreSQL advisory lock', () => {
  let name: string;
  let target: string;
  const handles: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({ driver: 'postgres', url: target }, { log: () => undefined });
    handles.push(handle);
    return handle;
  };

  beforeEach(async () => {
    name = await createTestDatabase(url!, 'erp_lock');
    target = databaseUrl(url!, name);
  });
  afterEach(async () => {
    await Promise.all(handles.splice(0).map((h) => h.close()));
    await dropTestDatabase(url!, name);
  });

  it('lets two machines migrate an empty database at once: each migration applied once, both succeed', async () => {
    const [a, b] = [await open(), await open()];
    await Promise.all([a.migrate(), b.migrate()]);
    const applied = await query(target, 'select count(*) as v from drizzle.__drizzle_migrations');
    const files = await query(target, 'select count(distinct hash) as v from drizzle.__drizzle_migrations');
    expect(applied).toEqual(files);
    expect(Number(applied[0])).toBeGreaterThan(0);
    // The reference data loaded after the migrations is there once too.
    expect(await query(target, 'select count(*) as v from ufs')).toEqual(['27']);
  }, 120_000);

  it('waits while another machine holds the lock, and migrates once it is released', async () => {
    const holder = new pg.Client({ connectionString: target });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const handle = await open();
      let done = false;
      const migrating = handle.migrate().then(() => (done = true));
      await new Promise((r) => setTimeout(r, 1500));
      expect(done).toBe(false);
      expect(await query(target, "select count(*) as v from pg_tables where schemaname = 'public'")).toEqual([
        '0',
      ]);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await migrating;
      expect(
        Number((await query(target, "select count(*) as v from pg_tables where schemaname = 'public'"))[0]),
      ).toBeGreaterThan(10);
    } finally {
      await holder.end();
    }
  }, 120_000);

  it('gives up with a Portuguese message when another machine holds it too long', async () => {
    const holder = new pg.Client({ connectionString: target });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await expect(withAdvisoryLock(target, MIGRATION_LOCK_KEY, async () => 'ran', 300)).rejects.toThrow(
        /Outra instância da API está migrando o banco/,
      );
    } finally {
      await holder.end();
    }
    // Released by the holder's end: the lock is free again.
    await expect(withAdvisoryLock(target, MIGRATION_LOCK_KEY, async () => 'ran', 300)).resolves.toBe('ran');
  }, 60_000);
});
