import { LIST_PAGES, type ListName } from '@erp/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  alertas,
  brands,
  categorias,
  cobrancas,
  empresas,
  favoritos,
  filiais,
  planos,
  relatorios,
  usuarios,
  vendedores,
} from '../db/schema';
import { databaseDigest, nextTransactionId } from '../testing/adminTestKit';
import { LISTS } from '../features/listas/routes';
import type { TestServer } from '../testing/testServer';
import { idsIn, secretsIn } from './secretScan';
import type { IsolationCase, Victim } from './isolationCases';

/** Whose rows an isolation suite aims at: a user, their company and one of its branches (names of the seed). */
export interface VictimSeat {
  email: string;
  empresa: string;
  filial: string;
  /** Whether each business list must have rows (the customer's do; the staff's own company may offer none). */
  listsRequired: boolean;
}

/** The cases' usual victim: admin@demo.com.br of "Mercado Demo Ltda" (brand 1). */
export const CUSTOMER_VICTIM: VictimSeat = {
  email: 'admin@demo.com.br',
  empresa: 'Mercado Demo Ltda',
  filial: 'Filial Centro',
  listsRequired: true,
};

/**
 * The victim of the generated isolation suites (by default company "Mercado Demo Ltda" of brand 1 and its
 * admin@demo.com.br), with one row of every kind the cases aim at: an alert, a favourite, a report, an open charge,
 * and the company's sellers and categories.
 */
export async function seedIsolationVictim(
  t: TestServer,
  seat: VictimSeat = CUSTOMER_VICTIM,
): Promise<Victim> {
  const db = t.server.db;
  const [user] = await db.select().from(usuarios).where(eq(usuarios.email, seat.email));
  const [empresa] = await db.select().from(empresas).where(eq(empresas.nome, seat.empresa));
  const [filial] = await db
    .select()
    .from(filiais)
    .where(and(eq(filiais.empresaId, empresa!.id), eq(filiais.nome, seat.filial)));
  if (!user || !empresa || !filial) throw new Error(`o seed não tem ${seat.email} em ${seat.empresa}`);
  const targets = { userId: user.id, empresa, filialId: filial.id };
  await db.insert(alertas).values({
    usuarioId: user.id,
    empresaId: empresa.id,
    brandId: empresa.brandId,
    tipo: 'info',
    texto: 'Alerta da vítima do teste de isolamento',
  });
  const alertRows = await db
    .select({ id: alertas.id })
    .from(alertas)
    .where(eq(alertas.usuarioId, targets.userId));
  const [favorite] = await db
    .insert(favoritos)
    .values({ usuarioId: targets.userId, link: 'pages/dashboard', title: 'Painel' })
    .returning({ id: favoritos.id });
  const [report] = await db
    .insert(relatorios)
    .values({
      empresaId: targets.empresa.id,
      filialId: targets.filialId,
      usuarioId: targets.userId,
      relatorio: 'posicao-estoque',
      tipo: 'pdf',
      descricao: 'Posição de estoque',
      status: 1,
      filtros: {},
      arquivo: 'inexistente.pdf',
    } as typeof relatorios.$inferInsert)
    .returning({ id: relatorios.id });
  const [brand] = await db.select().from(brands).where(eq(brands.id, empresa.brandId));
  const plans = await db
    .select({ id: planos.id })
    .from(planos)
    .where(eq(planos.configWhiteLabel, brand!.idConfig));
  const [charge] = await db
    .insert(cobrancas)
    .values({
      provedor: 'local',
      idProvedor: `cob_isolamento_${user.id}`,
      empresaId: targets.empresa.id,
      filialId: targets.filialId,
      planoId: plans[0]!.id,
      acao: 'efetivar',
      valor: 89.9,
      vencimento: '2030-01-01',
    })
    .returning({ idProvedor: cobrancas.idProvedor });
  const company = targets.empresa.id;
  const sellers = await db
    .select({ id: vendedores.id })
    .from(vendedores)
    .where(eq(vendedores.empresaId, company));
  const categories = await db
    .select({ id: categorias.id })
    .from(categorias)
    .where(eq(categorias.empresaId, company));
  if (!sellers.length || !categories.length)
    throw new Error('o seed não tem vendedores ou categorias da vítima');
  return {
    userId: targets.userId,
    empresaId: targets.empresa.id,
    filialId: targets.filialId,
    alertIds: alertRows.map((r) => r.id),
    favoriteId: favorite!.id,
    reportId: report!.id,
    brandPlanIds: plans.map((p) => p.id),
    chargeId: charge!.idProvedor,
    sellerIds: sellers.map((r) => r.id),
    categoryIds: categories.map((r) => r.id),
    listIds: await listIdsOf(t, seat),
    choiceIds: await choiceIdsOf(t, seat),
  };
}

/** Ids of a first page of each business list, as the victim's own session reads them. */
async function listIdsOf(t: TestServer, seat: VictimSeat): Promise<Victim['listIds']> {
  const token = await t.login(seat.email);
  const listIds = {} as Victim['listIds'];
  for (const name of Object.keys(LIST_PAGES) as ListName[]) {
    const res = await t.app.inject({
      url: `/api/${LIST_PAGES[name].resource}?filter=${encodeURIComponent('{"limit":20}')}`,
      headers: { authorization: token },
    });
    listIds[name] = res.statusCode === 200 ? res.json<Array<{ id: number }>>().map((row) => row.id) : [];
    if (seat.listsRequired && !listIds[name].length) throw new Error(`a lista ${name} da vítima está vazia`);
  }
  return listIds;
}

/** Ids of the victim's choices of every list filter with options, as the victim's own session reads them. */
async function choiceIdsOf(t: TestServer, seat: VictimSeat): Promise<Victim['choiceIds']> {
  const token = await t.login(seat.email);
  const choiceIds: Victim['choiceIds'] = {};
  for (const definition of LISTS)
    for (const field of Object.keys(definition.choices ?? {})) {
      const path = `${LIST_PAGES[definition.name].resource}/opcoes/${field}`;
      const res = await t.app.inject({ url: `/api/${path}`, headers: { authorization: token } });
      choiceIds[path] = res.statusCode === 200 ? res.json<Array<{ id: number }>>().map((row) => row.id) : [];
      if (seat.listsRequired && !choiceIds[path].length)
        throw new Error(`as opções de ${path} da vítima estão vazias`);
    }
  return choiceIds;
}

/** The brands' stored CRM tokens: secrets no answer to anyone may carry. */
export async function storedCrmTokens(db: Database): Promise<string[]> {
  const crm = await db.select({ crm: brands.crm }).from(brands).where(isNotNull(brands.crm));
  return crm.map((row) => row.crm?.token ?? '').filter(Boolean);
}

/**
 * Sends one isolation case with an attacker's token and checks the answer: no 5xx, no secret, refused (403/404 or the
 * case's own refusal) or nothing of the victim, and not one row written.
 */
export async function expectIsolated(
  t: TestServer,
  key: string,
  c: IsolationCase,
  victim: Victim,
  token: string,
  secrets: string[],
): Promise<void> {
  const method = key.split(' ')[0] as 'GET';
  const nothingWritten = await nothingWrittenCheck(t, method);
  const res = await t.app.inject({
    method,
    url: c.url(victim),
    headers: { authorization: token },
    ...(c.body ? { payload: c.body(victim) as object } : {}),
  });
  expect(res.statusCode).toBeLessThan(500);
  expect(secretsIn(res.body, secrets)).toEqual([]);
  if (c.expect === 'denied') {
    const allowed = [403, 404, ...(c.refusedWith ? [c.refusedWith.status] : [])];
    if (!allowed.includes(res.statusCode))
      throw new Error(`esperado ${allowed.join('/')}: ${res.statusCode} ${res.body}`);
    expect(res.json().error.message).toMatch(/[a-zà-ú]/i);
  } else if (res.statusCode === 200) {
    const body: unknown = res.json();
    const leaked = c.expect.noLeak(victim).filter((id) => idsIn(body).has(id));
    expect(leaked).toEqual([]);
    if (body && typeof body === 'object' && 'count' in body) expect(body.count).toBe(0);
  } else {
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  }
  await nothingWritten();
}

/**
 * What proves a case wrote nothing. A read on the embedded database: no transaction id was taken at all (stricter
 * than equal digests, and a hundred times cheaper: the suites send a few hundred reads). A write, or any case on
 * PostgreSQL (see `nextTransactionId`): every row of every table hashed before and after.
 */
async function nothingWrittenCheck(t: TestServer, method: string): Promise<() => Promise<void>> {
  const db = t.server.db;
  if (method === 'GET' && t.config.database.driver === 'pglite') {
    const before = await nextTransactionId(db);
    return async () => {
      const after = await nextTransactionId(db);
      if (after !== before)
        throw new Error(`a leitura gravou no banco (ids de transação ${before} → ${after})`);
    };
  }
  const before = await databaseDigest(db);
  return async () => expect(await databaseDigest(db)).toBe(before);
}
