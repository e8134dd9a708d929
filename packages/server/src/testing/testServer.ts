import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@erp/domain';
import { loadConfig, type ServerConfig } from '../config/config';
import { DEMO_PASSWORD } from '../db/seed/demoCompanies';
import { createServer, type ErpServer, type ServerOptions } from '../server';
import { fakeDns } from './fakeDns';
import {
  createTestDatabase,
  databaseUrl,
  dropTestDatabase,
  PG_TEMPLATE_ENV,
  testPostgresUrl,
} from './postgresTestDatabase';
import { readTemplate, TEST_ENV } from './testDatabase';
import { workerCache } from './workerCache';

/** A clock tests move by hand. */
export interface FakeClock {
  (): number;
  advance(ms: number): void;
}

export function fakeClock(start = Date.now()): FakeClock {
  let now = start;
  const clock = (() => now) as FakeClock;
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export interface TestServer {
  server: ErpServer;
  app: ErpServer['app'];
  config: ServerConfig;
  clock: FakeClock;
  dataDir: string;
  /** Signs a demo account in (password demo123) and returns its token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** Under `pnpm test:pg`: a copy of the global setup's seeded template database, dropped on close. */
async function postgresCopy(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const postgresUrl = testPostgresUrl();
  const template = process.env[PG_TEMPLATE_ENV];
  if (!postgresUrl || !template) return null;
  const name = await createTestDatabase(postgresUrl, 'erp_test', template);
  return { url: databaseUrl(postgresUrl, name), drop: () => dropTestDatabase(postgresUrl, name) };
}

/**
 * A server on an in-memory database started from the seeded snapshot (or migrated and seeded on the spot), with a
 * temporary DATA_DIR (outbox, deploys), a fake clock and a fake DNS for outbound calls (`fakeDns`). Requests go through `app.inject`, no port needed. Under
 * `pnpm test:pg` the database is a PostgreSQL copy of the same seed instead.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: Pick<ServerOptions, 'resolveHost' | 'logStream'> = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-server-test-'));
  const copy = await postgresCopy();
  const config: ServerConfig = {
    ...loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...env }),
    database: copy ? { driver: 'postgres', url: copy.url } : { driver: 'pglite', dataDir: 'memory://' },
  };
  const clock = fakeClock();
  const cache = workerCache();
  const template = copy ? undefined : (cache?.template ?? readTemplate());
  const server = await createServer(config, {
    ...options,
    clock,
    database: { engine: cache?.engine, ...(template ? { snapshot: template } : {}) },
    resolveHost: options.resolveHost ?? fakeDns(),
  });
  if (!template && !copy) {
    await server.migrate();
    await server.seed();
  }
  await server.app.ready();
  return {
    server,
    app: server.app,
    config,
    clock,
    dataDir,
    async login(email, password = DEMO_PASSWORD) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/Usuarios/login?include=user',
        payload: { email, password },
      });
      if (res.statusCode !== 200) throw new Error(`login de ${email} falhou: ${res.statusCode} ${res.body}`);
      return res.json<LoginResponse>().id;
    },
    async close() {
      try {
        await server.close();
      } finally {
        await copy?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
