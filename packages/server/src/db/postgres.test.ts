import { sql } from 'drizzle-orm';
import { loadConfig } from '../config/config';
import { createServer } from '../server';
import { TEST_ENV, TEST_SEED_SCALE } from '../testing/testDatabase';

// The same migrations and seed on a real PostgreSQL (node-postgres driver). Runs only when TEST_DATABASE_URL names
// an empty database, e.g. TEST_DATABASE_URL=postgres://erp@127.0.0.1:5432/erp_test pnpm --filter @erp/server test
const url = process.env.TEST_DATABASE_URL;
const describeWithPostgres = url ? describe : describe.skip;

describeWithPostgres('real PostgreSQL (TEST_DATABASE_URL)', () => {
  it('migrates twice, seeds once and signs a demo user in', async () => {
    // The tests' 2 % of the business data: the seed's SQL at full volume over a real connection is `pnpm test:pg:e2e`'s
    // (its API seeds the CONTRACT's volume into PostgreSQL), and what is checked here is the accounts.
    const config = {
      ...loadConfig({
        ...TEST_ENV,
        DATA_DIR: '/tmp/erp-pg-test',
        DATABASE_URL: url,
        SEED_SCALE: String(TEST_SEED_SCALE),
      }),
    };
    const server = await createServer(config);
    try {
      await server.db.execute(sql`drop schema if exists public cascade`);
      await server.db.execute(sql`drop schema if exists drizzle cascade`);
      await server.db.execute(sql`create schema public`);
      await server.migrate();
      await server.migrate();
      expect((await server.seed()).created).toEqual([1, 2]);
      expect((await server.seed()).created).toEqual([]);
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/Usuarios/login?include=user',
        payload: { email: 'ADMIN@acme.com.br', password: 'demo123' },
      });
      expect(res.statusCode).toBe(200);
      const filtered = await server.app.inject(
        `/api/ConfigWhiteLabels?filter=${encodeURIComponent('{"where":{"title":{"ilike":"%acme%"}}}')}`,
      );
      expect(filtered.json()).toEqual([expect.objectContaining({ idConfig: 2 })]);
    } finally {
      await server.close();
    }
  }, 180_000);
});
