import { startTestServer, type TestServer } from '../testing/testServer';
import { adminExemption, ISOLATION, type Attacker, type IsolationCase, type Victim } from './isolationCases';
import { expectIsolated, seedIsolationVictim, storedCrmTokens } from './isolationVictim';

// Generated over the registered route table: a route added tomorrow fails the first test until it has a case or a
// reasoned exemption in isolationCases.ts.

let t: TestServer;
let victim: Victim;
let victimToken: string;
let crmTokens: string[];
const tokens = {} as Record<Attacker, string>;

// Reading every business list of the victim takes a while on a shared machine.
beforeAll(async () => {
  t = await startTestServer();
  victim = await seedIsolationVictim(t);
  victimToken = await t.login('admin@demo.com.br');
  tokens.outraEmpresa = await t.login('trial@demo.com.br');
  tokens.outraMarca = await t.login('admin@acme.com.br');
  crmTokens = await storedCrmTokens(t.server.db);
}, 120_000);
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
      await expectIsolated(t, key, entry as IsolationCase, victim, tokens[attacker], [
        victimToken,
        ...crmTokens,
      ]);
    },
  );
});
