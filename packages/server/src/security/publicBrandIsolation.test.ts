import { eq, isNotNull } from 'drizzle-orm';
import { brands } from '../db/schema';
import { brandDigest } from '../testing/adminTestKit';
import { startTestServer, type TestServer } from '../testing/testServer';
import { PUBLIC_BRAND_CASES, type Brands, type PublicBrandCase } from './publicBrandCases';
import { secretsIn } from './secretScan';

// Generated over the registered route table: every public route says whether it names a brand; those that do are
// called anonymously naming brand 2, and brand 1 (its configuration, origins, companies, remote events…) must come
// out unchanged, with no secret of any brand in the answer.

let t: TestServer;
let b: Brands;
let crmTokens: string[];

beforeAll(async () => {
  t = await startTestServer();
  const db = t.server.db;
  const [demo] = await db.select().from(brands).where(eq(brands.idConfig, 1));
  const [acme] = await db.select().from(brands).where(eq(brands.idConfig, 2));
  b = { victimBrandId: demo!.id, victimIdConfig: 1, namedBrandId: acme!.id, namedIdConfig: 2 };
  const crm = await db.select({ crm: brands.crm }).from(brands).where(isNotNull(brands.crm));
  crmTokens = crm.map((row) => row.crm?.token ?? '').filter(Boolean);
});
afterAll(() => t.close());

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('public endpoints that name a brand', () => {
  it('every public route has a brand case or says why it names no brand, and no entry names a route that is gone', () => {
    const publicRoutes = t.server.routes.filter((route) => route.isPublic).map(routeKey);
    expect(publicRoutes.filter((key) => !PUBLIC_BRAND_CASES[key])).toEqual([]);
    const registered = new Set(t.server.routes.map(routeKey));
    expect(Object.keys(PUBLIC_BRAND_CASES).filter((key) => !registered.has(key))).toEqual([]);
  });

  const cases = Object.entries(PUBLIC_BRAND_CASES).filter(
    (entry): entry is [string, PublicBrandCase] => !('brandFree' in entry[1]),
  );

  it.each(cases)('%s naming brand 2: brand 1 unchanged, no secret, never a 5xx', async (_key, entry) => {
    const before = await brandDigest(t.server.db, b.victimBrandId);
    for (const request of entry.requests(b)) {
      const res = await t.app.inject(request);
      expect([request.url, res.statusCode < 500]).toEqual([request.url, true]);
      expect(secretsIn(res.body, crmTokens)).toEqual([]);
      entry.check?.(res, b);
    }
    expect(await brandDigest(t.server.db, b.victimBrandId)).toBe(before);
  });

  it("files a sign-up naming brand 2 under brand 2, and refuses brand 2's number with brand 1's id", async () => {
    const before = await brandDigest(t.server.db, b.namedBrandId);
    const [good, mixed] = (PUBLIC_BRAND_CASES['POST /api/Usuarios/cadastro'] as PublicBrandCase).requests(b);
    expect((await t.app.inject(good!)).statusCode).toBe(200);
    expect(await brandDigest(t.server.db, b.namedBrandId)).not.toBe(before);
    expect((await t.app.inject(mixed!)).statusCode).toBe(400);
  });

  it("sends a brand 1 user's reset link to brand 1's canonical origin when brand 2's page asks", async () => {
    const [request] = (PUBLIC_BRAND_CASES['POST /api/Usuarios/reset'] as PublicBrandCase).requests(b);
    expect((await t.app.inject(request!)).statusCode).toBe(204);
    const [mail] = (await t.app.inject('/dev/outbox')).json<Array<{ to: string; text: string }>>();
    expect(mail?.to).toBe('admin@demo.com.br');
    expect(mail?.text).toContain('http://localhost:8080/#/auth/resetar-senha/');
  });
});
