import { ADMIN_FORBIDDEN, CLIENT_VIEW_READ_ONLY } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { CLIENT_VIEW_WRITES } from '../admin/adminGuard';
import { empresas } from '../db/schema';
import { call, databaseDigest } from '../testing/adminTestKit';
import { startTestServer, type TestServer } from '../testing/testServer';
import { ISOLATION, type Attacker, type IsolationCase, type Victim } from './isolationCases';
import { expectIsolated, seedIsolationVictim, storedCrmTokens } from './isolationVictim';

// The generated isolation suite again, with client-view sessions (staff looking at a customer's main area through
// `Admin/visao-cliente`) instead of a user's own: a view token reads the company it shows and nothing else — not the
// cases' victim, not the staff member's own company — and acts nowhere, whatever route or id it is sent to.

let t: TestServer;
let customer: Victim;
let staffHome: Victim;
let secrets: string[];
/** outraEmpresa: master@demo.com.br looking at "Padaria Teste" (brand 1); outraMarca: suporte looking at Acme. */
const views = {} as Record<Attacker, string>;
/** master@demo.com.br looking at the victim's own company: where a view may read, it still writes nothing. */
let ownView: string;

const companyId = async (nome: string) => {
  const [row] = await t.server.db.select().from(empresas).where(eq(empresas.nome, nome));
  return row!.id;
};
const openView = async (staff: string, empresaId: number) => {
  const res = await call(t, staff, 'POST', '/api/Admin/visao-cliente', { empresaId });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
};

// Reading every business list of the victim and of the staff's company takes a while on a shared machine.
beforeAll(async () => {
  t = await startTestServer();
  customer = await seedIsolationVictim(t);
  // The staff member's own company: rows a view of another company must not carry either.
  staffHome = await seedIsolationVictim(t, {
    email: 'master@demo.com.br',
    empresa: 'ERP Demo Administração',
    filial: 'Sede',
    listsRequired: false,
  });
  const master = await t.login('master@demo.com.br');
  const suporte = await t.login('suporte@demo.com.br');
  // One view per staff session at a time (opening another ends it): each view from its own sign-in.
  views.outraEmpresa = await openView(master, await companyId('Padaria Teste'));
  views.outraMarca = await openView(suporte, await companyId('Acme Comércio'));
  ownView = await openView(await t.login('master@demo.com.br'), customer.empresaId);
  secrets = [master, suporte, await t.login('admin@demo.com.br'), ...(await storedCrmTokens(t.server.db))];
}, 120_000);
afterAll(() => t.close());

const cases = Object.entries(ISOLATION).flatMap(([key, entry]) =>
  'exempt' in entry
    ? []
    : entry.attackers.map((attacker) => [key, attacker, entry as IsolationCase] as const),
);

describe('a client view reads the company it shows, and nothing else', () => {
  it.each(cases)(
    "%s through a view (%s): nothing of the customer's, nothing changes",
    async (key, attacker, c) => {
      await expectIsolated(t, key, c, customer, views[attacker], secrets);
    },
  );

  // Favourites are the person's own menu shortcuts (no company): the staff member keeps theirs in a view.
  const homeCases = cases.filter(
    ([key, attacker]) => attacker === 'outraEmpresa' && !key.includes('Favoritos'),
  );
  it.each(homeCases)(
    "%s through a view: nothing of the staff member's own company",
    async (key, _attacker, c) => {
      await expectIsolated(t, key, c, staffHome, views.outraEmpresa, secrets);
    },
  );

  it("no read a view can make names another company (the customer's, the staff member's own)", async () => {
    const reads = t.server.routes.filter((r) => r.method === 'GET' && !r.isPublic && !r.admin);
    expect(reads.length).toBeGreaterThan(15);
    const others = [
      'Mercado Demo Ltda',
      'Filial Centro',
      'ERP Demo Administração',
      '"nome":"Sede"',
      'Acme Comércio',
    ];
    for (const route of reads) {
      const url = route.url.replace(/:[A-Za-z]+/g, String(customer.reportId)).replace('*', 'x');
      const res = await call(t, views.outraEmpresa, 'GET', url);
      expect([url, res.statusCode < 500]).toEqual([url, true]);
      expect([url, others.filter((name) => res.body.includes(name))]).toEqual([url, []]);
    }
  });
});

describe('a client view acts nowhere', () => {
  it('every write of the route table is refused with the read-only message, whatever its id; nothing changes', async () => {
    const writes = t.server.routes.filter(
      (r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && !r.isPublic && !CLIENT_VIEW_WRITES.has(r.url),
    );
    expect(writes.length).toBeGreaterThan(30);
    const before = await databaseDigest(t.server.db);
    for (const route of writes) {
      for (const id of [customer.reportId, customer.userId, customer.filialId]) {
        const url = route.url.replace(/:[A-Za-z]+/g, String(id)).replace('*', 'x');
        const res = await call(t, ownView, route.method, url, {
          empresaId: customer.empresaId,
          filialId: id,
        });
        // An administration route may be refused by either guard: a view is neither the panel nor a writer.
        const refusals = route.admin ? [ADMIN_FORBIDDEN, CLIENT_VIEW_READ_ONLY] : [CLIENT_VIEW_READ_ONLY];
        expect([route.method, url, res.statusCode]).toEqual([route.method, url, 403]);
        expect(refusals).toContain(res.json().error?.message);
      }
    }
    expect(await databaseDigest(t.server.db)).toBe(before);
  });

  it('no administration route answers a view, not even a read of its own brand', async () => {
    const adminReads = t.server.routes.filter((r) => r.admin && r.method === 'GET');
    expect(adminReads.length).toBeGreaterThan(10);
    for (const route of adminReads) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');
      const res = await call(t, ownView, 'GET', url);
      expect([url, res.statusCode, res.json().error?.message]).toEqual([url, 403, ADMIN_FORBIDDEN]);
    }
  });
});
