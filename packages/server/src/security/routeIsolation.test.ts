import { LIST_PAGES, type ListName } from '@erp/domain';
import { eq, isNotNull } from 'drizzle-orm';
import {
  alertas,
  brands,
  categorias,
  cobrancas,
  favoritos,
  planos,
  relatorios,
  vendedores,
} from '../db/schema';
import { brand1Targets, databaseDigest } from '../routes/admin/adminTestKit';
import { startTestServer, type TestServer } from '../testing/testServer';
import { adminExemption, ISOLATION, type Attacker, type IsolationCase, type Victim } from './isolationCases';
import { idsIn, secretsIn } from './secretScan';

// Generated over the registered route table: a route added tomorrow fails the first test until it has a case or a
// reasoned exemption in isolationCases.ts.

let t: TestServer;
let victim: Victim;
let victimToken: string;
let crmTokens: string[];
const tokens = {} as Record<Attacker, string>;

beforeAll(async () => {
  t = await startTestServer();
  const db = t.server.db;
  const targets = await brand1Targets(db);
  const alertRows = await db
    .select({ id: alertas.id })
    .from(alertas)
    .where(eq(alertas.usuarioId, targets.userId));
  if (!alertRows.length) throw new Error('o seed não tem alertas de admin@demo.com.br');
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
  const plans = await db.select({ id: planos.id }).from(planos).where(eq(planos.configWhiteLabel, 1));
  const [charge] = await db
    .insert(cobrancas)
    .values({
      provedor: 'local',
      idProvedor: 'cob_isolamento',
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
  victim = {
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
    listIds: {} as Victim['listIds'],
  };
  victimToken = await t.login('admin@demo.com.br');
  const listIds = {} as Victim['listIds'];
  for (const name of Object.keys(LIST_PAGES) as ListName[]) {
    const res = await t.app.inject({
      url: `/api/${LIST_PAGES[name].resource}?filter=${encodeURIComponent('{"limit":20}')}`,
      headers: { authorization: victimToken },
    });
    listIds[name] = res.json<Array<{ id: number }>>().map((row) => row.id);
    if (!listIds[name].length) throw new Error(`a lista ${name} da vítima está vazia`);
  }
  victim.listIds = listIds;
  tokens.outraEmpresa = await t.login('trial@demo.com.br');
  tokens.outraMarca = await t.login('admin@acme.com.br');
  const crm = await db.select({ crm: brands.crm }).from(brands).where(isNotNull(brands.crm));
  crmTokens = crm.map((row) => row.crm?.token ?? '').filter(Boolean);
});
afterAll(() => t.close());

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('tenant isolation over every registered route', () => {
  it('every route has an isolation case or an exemption with a reason, and no entry names a route that is gone', () => {
    const table = t.server.routes;
    const missing = table
      .filter((route) => !ISOLATION[routeKey(route)] && !adminExemption(route.admin))
      .map(routeKey);
    expect(missing).toEqual([]);
    const registered = new Set(table.map(routeKey));
    expect(Object.keys(ISOLATION).filter((key) => !registered.has(key))).toEqual([]);
    for (const entry of Object.values(ISOLATION))
      if ('exempt' in entry) expect(entry.exempt.length).toBeGreaterThan(10);
  });

  const cases = Object.entries(ISOLATION).flatMap(([key, entry]) =>
    'exempt' in entry ? [] : entry.attackers.map((attacker) => [key, attacker, entry] as const),
  );

  it.each(cases)(
    '%s by %s: refused or nothing of the victim, and nothing changes',
    async (key, attacker, entry) => {
      const c = entry as IsolationCase;
      const method = key.split(' ')[0] as 'GET';
      const before = await databaseDigest(t.server.db);
      const res = await t.app.inject({
        method,
        url: c.url(victim),
        headers: { authorization: tokens[attacker] },
        ...(c.body ? { payload: c.body(victim) as object } : {}),
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(secretsIn(res.body, [victimToken, ...crmTokens])).toEqual([]);
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
      expect(await databaseDigest(t.server.db)).toBe(before);
    },
  );
});
