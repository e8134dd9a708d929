import { ADMIN_MESSAGES, type AdminWhiteLabel } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { startFakeCrm, type FakeCrmServer } from '../cadastro/fakeCrmServer.testkit';
import { brands } from '../../db/schema';
import { fakeDns } from '../../testing/fakeDns';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { postTrialSignup } from '../cadastro/signupTestKit';
import { call, databaseDigest } from '../../testing/adminTestKit';

// Issue 31: a brand's CRM URL makes the server call it, with the brand's stored User-Key, on every sign-up (SSRF).

let seq = 0;
const signup = (t: TestServer, idConfig: number) => postTrialSignup(t, `10.70.0.${(seq += 1)}`, idConfig);

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('a production-like server (no loopback host allowed)', () => {
  let t: TestServer;
  let crm: FakeCrmServer;
  let master: string;
  beforeAll(async () => {
    t = await startTestServer(
      { CRM_TIMEOUT_MS: '300' },
      {
        resolveHost: fakeDns({
          'interno.example': ['192.168.0.10'],
          'misto.example': ['8.8.8.8', '10.0.0.8'],
        }),
      },
    );
    crm = await startFakeCrm();
    master = await t.login('master@demo.com.br');
  });
  afterAll(async () => {
    await crm.close();
    await t.close();
  });

  it('never calls a CRM URL on a private address, whatever stored it', async () => {
    await t.server.db
      .update(brands)
      .set({
        crm: { token: 'acme-crm-token-demo', stageId: 3, baseUrl: crm.baseUrl, tokenBaseUrl: crm.baseUrl },
      })
      .where(eq(brands.idConfig, 2));
    expect((await signup(t, 2)).statusCode).toBe(200);
    await settle();
    expect(crm.requests).toEqual([]);
  });

  it('refuses to save a non-https or private CRM URL with a Portuguese 400, changing nothing', async () => {
    const before = await databaseDigest(t.server.db);
    const cases: Array<[string, string]> = [
      ['http://crm.acme.example/api', ADMIN_MESSAGES.crmUrlInsecure],
      [crm.baseUrl, ADMIN_MESSAGES.crmUrlInsecure],
      ['https://10.0.0.5/api', ADMIN_MESSAGES.crmUrlPrivate],
      ['https://169.254.169.254/latest/meta-data', ADMIN_MESSAGES.crmUrlPrivate],
      ['https://[::ffff:127.0.0.1]/', ADMIN_MESSAGES.crmUrlPrivate],
      ['https://[fd00:ec2::254]/', ADMIN_MESSAGES.crmUrlPrivate],
      ['https://100.64.0.1/', ADMIN_MESSAGES.crmUrlPrivate],
      ['https://localhost:8443/', ADMIN_MESSAGES.crmUrlPrivate],
      ['https://interno.example/api', ADMIN_MESSAGES.crmUrlPrivate],
      ['https://misto.example/api', ADMIN_MESSAGES.crmUrlPrivate],
      ['https://nao-existe.invalid/api', ADMIN_MESSAGES.crmUrlUnresolved('nao-existe.invalid')],
    ];
    for (const [baseUrl, message] of cases) {
      const res = await call(t, master, 'PUT', '/api/ConfigWhiteLabels/1', {
        crm: { stageId: 3, baseUrl, token: 'token-novo' },
      });
      expect([baseUrl, res.statusCode, res.json().error?.message]).toEqual([baseUrl, 400, message]);
    }
    expect(await databaseDigest(t.server.db)).toBe(before);
  });

  it('saves a public https CRM URL', async () => {
    const res = await call(t, master, 'PUT', '/api/ConfigWhiteLabels/1', {
      crm: { stageId: 3, baseUrl: 'https://crm.demo.example/api', token: 'token-publico' },
    });
    expect([res.statusCode, res.json<AdminWhiteLabel>().crm]).toEqual([
      200,
      { stageId: 3, baseUrl: 'https://crm.demo.example/api', possuiToken: true },
    ]);
  });
});

describe('the stored token follows no new URL (test set-up allowing the fake CRMs on 127.0.0.1)', () => {
  let t: TestServer;
  let first: FakeCrmServer;
  let second: FakeCrmServer;
  let master: string;
  beforeAll(async () => {
    // 2 s a call: a CRM step cut short on a busy machine would leave the request count below what the tests read.
    t = await startTestServer({ CRM_TIMEOUT_MS: '2000', OUTBOUND_ALLOW_LOOPBACK_HOST: '127.0.0.1' });
    first = await startFakeCrm();
    second = await startFakeCrm();
    master = await t.login('master@demo.com.br');
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await t.close();
  });
  const stored = async () => (await t.server.db.select().from(brands).where(eq(brands.idConfig, 1)))[0]?.crm;

  it("clears the token when the URL changes without one, so the new URL never receives the old URL's key", async () => {
    let res = await call(t, master, 'PUT', '/api/ConfigWhiteLabels/1', {
      crm: { stageId: 3, baseUrl: first.baseUrl, token: 'chave-do-primeiro' },
    });
    expect(res.statusCode).toBe(200);
    expect((await signup(t, 1)).statusCode).toBe(200);
    // The whole step, so none of its calls can come after the count read below.
    await first.waitFor((requests) => requests.length === 4);
    expect(first.requests[0]?.userKey).toBe('chave-do-primeiro');

    res = await call(t, master, 'PUT', '/api/ConfigWhiteLabels/1', {
      crm: { stageId: 3, baseUrl: second.baseUrl },
    });
    expect([res.statusCode, res.json<AdminWhiteLabel>().crm?.possuiToken]).toEqual([200, false]);
    expect((await stored())?.token).toBe('');
    const calls = first.requests.length;
    expect((await signup(t, 1)).statusCode).toBe(200);
    await settle();
    expect(second.requests).toEqual([]);
    expect(first.requests).toHaveLength(calls);
  });

  it('keeps a token from leaving for a URL it was not saved with, whatever wrote the row', async () => {
    await t.server.db
      .update(brands)
      .set({
        crm: { token: 'chave-do-primeiro', stageId: 3, baseUrl: second.baseUrl, tokenBaseUrl: first.baseUrl },
      })
      .where(eq(brands.idConfig, 1));
    expect((await signup(t, 1)).statusCode).toBe(200);
    await settle();
    expect(second.requests).toEqual([]);
  });
});
