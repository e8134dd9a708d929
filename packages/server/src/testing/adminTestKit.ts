import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brands, empresas, filiais, planos, usuarios } from '../db/schema';
import { startTestServer, type TestServer } from './testServer';

/** An administration test file's server, with product-owner staff and brand 1's master signed in. */
export async function startStaffTestServer(): Promise<{ t: TestServer; suporte: string; master: string }> {
  const t = await startTestServer();
  return { t, suporte: await t.login('suporte@demo.com.br'), master: await t.login('master@demo.com.br') };
}

/** A JSON request of a signed-in user, through `app.inject`. */
export function call(t: TestServer, token: string, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/**
 * A master user of brand 2 (the seed has one only for brand 1), signed in: the "master of the other brand" of the
 * isolation tests. Same password as the demo accounts.
 */
export async function signInBrand2Master(t: TestServer, email = 'master@acme.com.br'): Promise<string> {
  const db = t.server.db;
  const [acmeAdmin] = await db.select().from(usuarios).where(eq(usuarios.email, 'admin@acme.com.br'));
  if (!acmeAdmin) throw new Error('admin@acme.com.br ausente do seed');
  await db
    .insert(usuarios)
    .values({
      email,
      nome: 'Mário Master Acme',
      senhaHash: acmeAdmin.senhaHash,
      empresaId: acmeAdmin.empresaId,
      master: true,
      painelAdministrativo: true,
    })
    .onConflictDoNothing();
  return t.login(email);
}

/** Ids of brand 1's rows that the isolation tests aim at. */
export async function brand1Targets(db: Database) {
  const [brand] = await db.select().from(brands).where(eq(brands.idConfig, 1));
  const [empresa] = await db.select().from(empresas).where(eq(empresas.nome, 'Mercado Demo Ltda'));
  const [filial] = await db
    .select()
    .from(filiais)
    .where(and(eq(filiais.empresaId, empresa!.id), eq(filiais.nome, 'Filial Centro')));
  const [user] = await db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.com.br'));
  const [plano] = await db.select().from(planos).where(eq(planos.configWhiteLabel, 1)).limit(1);
  return {
    brandId: brand!.id,
    empresa: empresa!,
    filialId: filial!.id,
    userId: user!.id,
    planoId: plano!.id,
  };
}

/**
 * The transaction id PostgreSQL hands out next. No row is inserted, updated or deleted without one, so an unchanged
 * value proves nothing was written in between, whatever the table — for ~2 ms where a `databaseDigest` costs ~0.3 s
 * on PGlite. Only where the test server's database has no other writer: the embedded one (its own cluster); on a
 * PostgreSQL server the ids are shared with every other database of the cluster (the other test files').
 */
export async function nextTransactionId(db: Database): Promise<string> {
  const result = (await db.execute(
    sql`select txid_snapshot_xmax(txid_current_snapshot())::text as xid`,
  )) as unknown as { rows: Array<{ xid: string }> };
  return result.rows[0]!.xid;
}

/** One digest of every row of every table: equal before and after means nothing was written. */
export async function databaseDigest(db: Database): Promise<string> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: Array<{ name: string }> };
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const result = (await db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${name}" t`),
    )) as unknown as { rows: Array<{ d: string }> };
    parts.push(`${name}:${result.rows[0]?.d}`);
  }
  return parts.join('\n');
}

/**
 * One digest of everything of one brand: its configuration row and every row of every table with a `brand_id` (its
 * origins, companies, sign-ups, remote versions and events…). Equal before and after: nothing of that brand changed.
 */
export async function brandDigest(db: Database, brandId: number): Promise<string> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'brand_id' order by 1`,
  )) as unknown as { rows: Array<{ name: string }> };
  const parts: string[] = [];
  for (const name of ['white_label_configs', ...tables.rows.map((r) => r.name)]) {
    const column = name === 'white_label_configs' ? 'id' : 'brand_id';
    const result = (await db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${name}" t where "${column}" = ${Number(brandId)}`,
      ),
    )) as unknown as { rows: Array<{ d: string }> };
    parts.push(`${name}:${result.rows[0]?.d}`);
  }
  return parts.join('\n');
}
