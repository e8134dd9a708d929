import { randomBytes } from 'node:crypto';

/**
 * PostgreSQL mode of the server suite (`pnpm test:pg`): TEST_DATABASE_URL names a database on a throw-away cluster
 * the suite may create databases on. The global setup migrates and seeds one template database; every test server
 * gets its own copy (CREATE DATABASE … TEMPLATE, a file copy in PostgreSQL) and drops it on close, so test files stay
 * as independent as their in-memory PGlite copies are.
 */
export const PG_TEMPLATE_ENV = 'ERP_SERVER_TEST_PG_TEMPLATE';

export function testPostgresUrl(): string | null {
  return process.env.TEST_DATABASE_URL?.trim() || null;
}

/** The same server and credentials, another database. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onAdmin(url: string, sql: string): Promise<void> {
  // Loaded here: a test file on PGlite (every one outside `pnpm test:pg`) never needs the driver.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database with a fresh name and returns it. */
export async function createTestDatabase(url: string, prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onAdmin(url, `create database ${name}${template ? ` template ${template} strategy file_copy` : ''}`);
  return name;
}

/** Drops a database, cutting any connection left open (a test that failed half-way). */
export async function dropTestDatabase(url: string, name: string): Promise<void> {
  await onAdmin(url, `drop database if exists ${name} with (force)`);
}
