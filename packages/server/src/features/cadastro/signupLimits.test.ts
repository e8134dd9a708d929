import { eq } from 'drizzle-orm';
import { defaultCrmRoutes, startFakeCrm, type FakeCrmServer } from './fakeCrmServer.testkit';
import { brands } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { postTrialSignup } from './signupTestKit';

const CRM_TIMEOUT_MS = 2000;
let t: TestServer;
let crm: FakeCrmServer;
beforeAll(async () => {
  // The fake CRM listens on 127.0.0.1: the one loopback host this set-up allows outbound calls to.
  // Each CRM call may take 2 s: on a busy CI machine (two stages at once) 300 ms cut the step short (CI stop 42).
  t = await startTestServer({
    RATE_LIMIT_MAX_SIGNUPS_PER_IP: '3',
    CRM_TIMEOUT_MS: String(CRM_TIMEOUT_MS),
    OUTBOUND_ALLOW_LOOPBACK_HOST: '127.0.0.1',
  });
  crm = await startFakeCrm();
});
afterAll(async () => {
  await crm.close();
  await t.close();
});

const signup = (ip: string, idConfig = 1) => postTrialSignup(t, ip, idConfig);

describe('sign-up rate limit', () => {
  it('accepts the configured number of new accounts per address and hour, then answers 429 in Portuguese', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signup('10.50.0.1')).statusCode).toBe(200);
    t.clock.advance(10 * 60_000);
    const blocked = await signup('10.50.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(
      'Muitos cadastros feitos a partir deste endereço. Aguarde e tente novamente mais tarde.',
    );
    // The first sign-up leaves the hour's window 50 minutes from now.
    expect(blocked.headers['retry-after']).toBe(String(50 * 60));
    expect((await signup('10.50.0.2')).statusCode).toBe(200);
    t.clock.advance(50 * 60_000 + 1);
    expect((await signup('10.50.0.1')).statusCode).toBe(200);
  });

  it('does not count refused sign-ups', async () => {
    for (let i = 0; i < 5; i += 1)
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/Usuarios/cadastro',
            remoteAddress: '10.50.0.3',
            payload: { idConfigWhitelabel: 1 },
          })
        ).statusCode,
      ).toBe(400);
    expect((await signup('10.50.0.3')).statusCode).toBe(200);
  });

  it('a parallel burst from one address creates only the accounts the limit allows (reserved before the work)', async () => {
    const burst = await Promise.all(Array.from({ length: 8 }, () => signup('10.50.0.4')));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });
});

describe('CRM step of a sign-up', () => {
  beforeAll(async () => {
    await t.server.db
      .update(brands)
      .set({
        crm: { token: 'acme-crm-token-demo', stageId: 3, baseUrl: crm.baseUrl, tokenBaseUrl: crm.baseUrl },
      })
      .where(eq(brands.idConfig, 2));
  });
  beforeEach(() => {
    crm.requests.length = 0;
    crm.routes = defaultCrmRoutes();
  });

  it("runs on the server with the brand's token and stage after the sign-up; the token never reaches the answer", async () => {
    const res = await signup('10.60.0.1', 2);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('acme-crm-token-demo');
    await crm.waitFor((requests) => requests.length === 4);
    expect(crm.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET Contacts',
      'POST Contacts',
      'POST Deals',
      'POST Tasks',
    ]);
    expect(crm.requests[0]?.userKey).toBe('acme-crm-token-demo');
    expect(crm.requests[2]?.body).toMatchObject({ StageId: 3, ContactId: 501 });
  });

  it('never fails the sign-up when the CRM fails or hangs', async () => {
    crm.routes['GET Contacts'] = () => ({ status: 503 });
    expect((await signup('10.60.0.2', 2)).statusCode).toBe(200);
    // Answers half a second after the call's limit: a step that waited instead of giving up would then ask for the task.
    crm.routes = { ...defaultCrmRoutes(), 'POST Deals': () => ({ delayMs: CRM_TIMEOUT_MS + 500 }) };
    const started = Date.now();
    const res = await signup('10.60.0.3', 2);
    expect(res.statusCode).toBe(200);
    // The answer does not wait for the CRM, which is given up on after CRM_TIMEOUT_MS.
    expect(Date.now() - started).toBeLessThan(1500);
    await crm.waitFor((requests) => requests.some((r) => r.path === 'Deals'));
    await new Promise((resolve) => setTimeout(resolve, CRM_TIMEOUT_MS + 1000));
    expect(crm.requests.some((r) => r.path === 'Tasks')).toBe(false);
  });

  it('does not run for a brand without a CRM', async () => {
    expect((await signup('10.60.0.4', 1)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(crm.requests).toEqual([]);
  });
});
