import type { Cobranca } from '@erp/domain';
import { BILLING_TEST_ENV, brandPlans, planAction, selectedBranch } from './billingTestKit';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { call } from '../../testing/adminTestKit';

let t: TestServer;
let charge: Cobranca;
let customer: string;
beforeAll(async () => {
  t = await startTestServer(BILLING_TEST_ENV);
  customer = await t.login('inadimplente@demo.com.br');
  const [, profissional] = await brandPlans(t, customer);
  charge = (await planAction(t, customer, 'efetivarPlano', profissional!.id)).json<Cobranca>();
});
afterAll(() => t.close());

const pay = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/dev/cobrancas/${id}/pagar`, headers });

describe('the local provider’s development page', () => {
  it('lists the open charges, as JSON or as a page with escaped values', async () => {
    const json = await t.app.inject({ url: '/dev/cobrancas' });
    expect(json.json<Array<{ id: string }>>().map((c) => c.id)).toContain(charge.id);
    const page = await t.app.inject({ url: '/dev/cobrancas', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`action="/dev/cobrancas/${charge.id}/pagar"`);
    expect(page.body).toContain('Comércio Inadimplente');
  });

  it('answers only this machine by its loopback name: another Host or a cross-site Origin gets 404', async () => {
    const attempts: Array<Record<string, string>> = [
      { host: 'evil.example' },
      { host: 'rebind.evil.example:3000' },
      { host: 'localhost:3000', origin: 'https://evil.example' },
      { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.9' },
    ];
    for (const headers of attempts) {
      expect([headers, (await pay(charge.id, headers)).statusCode]).toEqual([headers, 404]);
      expect((await t.app.inject({ url: '/dev/cobrancas', headers })).statusCode).toBe(404);
    }
    expect((await selectedBranch(t, customer)).bloqueada).toBe(true);
  });

  it('pays through the signed webhook: the branch is unblocked once, a second payment changes nothing', async () => {
    const res = await pay(charge.id, { host: '127.0.0.1:3000', origin: 'http://localhost:3000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recebido: true, aplicado: true });
    const after = await selectedBranch(t, customer);
    expect(after).toMatchObject({ bloqueada: false, trial: false });
    expect((await call(t, customer, 'GET', '/api/Dashboard/resumo')).statusCode).toBe(200);
    const again = await pay(charge.id);
    expect(again.json()).toEqual({ recebido: true, aplicado: false });
    expect((await selectedBranch(t, customer)).dataVencimento).toBe(after.dataVencimento);
    expect((await pay('cob_nao_existe')).statusCode).toBe(404);
  });

  it('a form post from the page itself redirects back to it', async () => {
    const token = await t.login('trial@demo.com.br');
    const [basico] = await brandPlans(t, token);
    const open = (await planAction(t, token, 'contratarPlano', basico!.id)).json<Cobranca>();
    const res = await t.app.inject({
      method: 'POST',
      url: `/dev/cobrancas/${open.id}/pagar`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: '',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dev/cobrancas');
    expect((await selectedBranch(t, token)).trial).toBe(false);
  });
});

describe('outside development', () => {
  it('has no payment page in production or without DEV_BILLING', async () => {
    const environments: Array<Record<string, string>> = [
      { ...BILLING_TEST_ENV, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
      { DEV_BILLING: '' },
    ];
    for (const env of environments) {
      const other = await startTestServer(env);
      try {
        expect((await other.app.inject({ url: '/dev/cobrancas' })).statusCode).toBe(404);
        expect((await other.app.inject({ method: 'POST', url: '/dev/cobrancas/x/pagar' })).statusCode).toBe(
          404,
        );
      } finally {
        await other.close();
      }
    }
  });
});
