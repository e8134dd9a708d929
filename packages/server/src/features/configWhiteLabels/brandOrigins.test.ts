import { ADMIN_MESSAGES, type ApiListEntry, type AuditEntry } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { brandOrigins, brands, usuarios } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { call, databaseDigest } from '../../testing/adminTestKit';

// Issue 31: a brand's master must not choose where the reset links of the product owner's staff point, nor take
// another brand's address. Origins are the product owner's (staff), unique, https unless loopback, audited.

let t: TestServer;
let master: string;
let suporte: string;

beforeAll(async () => {
  t = await startTestServer();
  master = await t.login('master@demo.com.br');
  suporte = await t.login('suporte@demo.com.br');
});
afterAll(() => t.close());

const put = (token: string, idConfig: number, body: unknown) =>
  call(t, token, 'PUT', `/api/ConfigWhiteLabels/${idConfig}`, body);
const apiList = async () => (await t.app.inject('/api-list.json')).json<ApiListEntry[]>();
const latestMail = async () =>
  (await t.app.inject('/dev/outbox')).json<Array<{ to: string; text: string; html: string }>>()[0];
const requestReset = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Usuarios/reset', payload: { email }, headers });

/** Puts brand 1 back to the seed's origins (staff), so each test starts from the CONTRACT. */
async function restoreSeedOrigins() {
  const res = await put(suporte, 1, { origins: ['http://localhost:8080'], canonicalOrigin: null });
  expect(res.statusCode).toBe(200);
}

describe("a brand's master cannot choose its origins", () => {
  it('refuses a master who sends new origins with a Portuguese 403 and changes nothing', async () => {
    const before = await databaseDigest(t.server.db);
    const listed = await apiList();
    for (const body of [
      { origins: ['https://evil.example', 'http://localhost:8080'] },
      { origins: ['http://localhost:8080', 'http://127.0.0.1:8080'] },
      { title: 'Nova marca', origins: ['https://evil.example'] },
      { canonicalOrigin: 'https://evil.example' },
    ]) {
      const res = await put(master, 1, body);
      expect([res.statusCode, res.json().error?.message]).toEqual([403, ADMIN_MESSAGES.originsStaffOnly]);
    }
    expect(await databaseDigest(t.server.db)).toBe(before);
    expect(await apiList()).toEqual(listed);
  });

  it("sends a staff member's reset link to the brand's canonical origin even after a master tried to change it", async () => {
    await put(master, 1, { origins: ['https://evil.example'] });
    expect((await requestReset('suporte@demo.com.br')).statusCode).toBe(204);
    const mail = await latestMail();
    expect(mail?.to).toBe('suporte@demo.com.br');
    expect(mail?.text).toContain('http://localhost:8080/#/auth/resetar-senha/');
    expect(mail?.text).not.toContain('evil.example');
  });

  it('shows the master the origins (read-only) and accepts a save that sends them back unchanged', async () => {
    const shown = (await call(t, master, 'GET', '/api/ConfigWhiteLabels/1/admin')).json();
    expect(shown).toMatchObject({
      origins: ['http://localhost:8080'],
      canonicalOrigin: 'http://localhost:8080',
    });
    const res = await put(master, 1, {
      title: 'ERP Demo',
      origins: ['HTTP://LOCALHOST:8080/'],
      canonicalOrigin: shown.canonicalOrigin,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('origins set by product-owner staff', () => {
  afterEach(restoreSeedOrigins);

  it("refuses another brand's origin (case and trailing slash ignored) with a Portuguese 409 and changes nothing", async () => {
    const before = await databaseDigest(t.server.db);
    for (const taken of ['http://127.0.0.1:8080', 'HTTP://127.0.0.1:8080/']) {
      const res = await put(suporte, 1, { origins: ['http://localhost:8080', taken] });
      expect([res.statusCode, res.json().error.message]).toEqual([
        409,
        ADMIN_MESSAGES.originTaken('http://127.0.0.1:8080'),
      ]);
    }
    expect(await databaseDigest(t.server.db)).toBe(before);
    expect((await apiList()).filter((e) => e.origin === 'http://127.0.0.1:8080')).toEqual([
      expect.objectContaining({ idConfig: 2 }),
    ]);
  });

  it('refuses plain http on a real host and anything but an origin, with Portuguese 400s', async () => {
    const before = await databaseDigest(t.server.db);
    const cases: Array<[string, string]> = [
      ['http://erp.minhamarca.com.br', ADMIN_MESSAGES.originInsecure('http://erp.minhamarca.com.br')],
      ['http://10.0.0.5:8080', ADMIN_MESSAGES.originInsecure('http://10.0.0.5:8080')],
      ['https://erp.example/login', ADMIN_MESSAGES.originInvalid('https://erp.example/login')],
      ['https://user:pw@erp.example', ADMIN_MESSAGES.originInvalid('https://user:pw@erp.example')],
      ['ftp://erp.example', ADMIN_MESSAGES.originInvalid('ftp://erp.example')],
      ['erp.example', ADMIN_MESSAGES.originInvalid('erp.example')],
    ];
    for (const [origin, message] of cases) {
      const res = await put(suporte, 1, { origins: [origin] });
      expect([origin, res.statusCode, res.json().error.message]).toEqual([origin, 400, message]);
    }
    const notListed = await put(suporte, 1, { canonicalOrigin: 'https://outra.example' });
    expect([notListed.statusCode, notListed.json().error.message]).toEqual([
      400,
      ADMIN_MESSAGES.canonicalOriginNotListed,
    ]);
    expect(await databaseDigest(t.server.db)).toBe(before);
  });

  it('accepts https and loopback http, audits the change, lists it, and builds e-mail links on the canonical origin', async () => {
    const res = await put(suporte, 1, {
      origins: ['http://localhost:8080', 'https://ERP.Demo.example/'],
      canonicalOrigin: 'https://erp.demo.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      origins: ['http://localhost:8080', 'https://erp.demo.example'],
      canonicalOrigin: 'https://erp.demo.example',
    });
    expect((await apiList()).filter((e) => e.idConfig === 1).map((e) => e.origin)).toEqual([
      'http://localhost:8080',
      'https://erp.demo.example',
    ]);
    const audit = (await call(t, suporte, 'GET', '/api/Admin/auditoria')).json<AuditEntry[]>();
    expect(audit.find((a) => a.acao === 'whitelabel.origens')).toMatchObject({
      alvo: 'ConfigWhiteLabels/1',
      usuario: { email: 'suporte@demo.com.br' },
      de: { origins: ['http://localhost:8080'], canonicalOrigin: 'http://localhost:8080' },
      para: {
        origins: ['http://localhost:8080', 'https://erp.demo.example'],
        canonicalOrigin: 'https://erp.demo.example',
      },
    });
    // Headers a request carries never choose the link.
    const reset = await requestReset('trial@demo.com.br', {
      origin: 'https://evil.example',
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(reset.statusCode).toBe(204);
    const mail = await latestMail();
    expect(mail?.text).toContain('https://erp.demo.example/#/auth/resetar-senha/');
    expect(mail?.html).not.toContain('evil.example');
  });

  it("links a first-access invitation to the canonical origin of the invited user's brand", async () => {
    await put(suporte, 1, {
      origins: ['http://localhost:8080', 'https://erp.demo.example'],
      canonicalOrigin: 'https://erp.demo.example',
    });
    const [acme] = await t.server.db.select().from(usuarios).where(eq(usuarios.email, 'admin@acme.com.br'));
    const [invited] = await t.server.db
      .insert(usuarios)
      .values({ email: 'convite.origem@acme.com.br', nome: 'Clara Convite', empresaId: acme!.empresaId })
      .returning();
    const res = await call(t, suporte, 'POST', `/api/Usuarios/${invited!.id}/reenviarPrimeiroAcesso`);
    expect(res.statusCode).toBe(204);
    const mail = await latestMail();
    expect(mail?.to).toBe('convite.origem@acme.com.br');
    expect(mail?.text).toContain('http://127.0.0.1:8080/#/auth/primeiro-acesso/');
  });

  it('keeps an origin with one brand in the database itself, whatever writes it', async () => {
    const [acme] = await t.server.db.select().from(brands).where(eq(brands.idConfig, 2));
    const insert = (origin: string) =>
      t.server.db.insert(brandOrigins).values({ origin, brandId: acme!.id, position: 9 });
    await expect(insert('http://localhost:8080')).rejects.toThrow();
    await expect(insert('HTTPS://Acme.example/')).rejects.toThrow();
    const rows = await t.server.db.execute(sql`select count(*)::int as n from white_label_origins`);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(2);
  });
});
