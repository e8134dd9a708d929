import { createOutboundClient, type OutboundClient } from '../../outbound/outboundFetch';
import { systemResolver } from '../../outbound/outboundPolicy';
import { createCrmClient } from './crmClient';
import { runCrmStep, type CrmLogger } from './crmStep';
import { defaultCrmRoutes, startFakeCrm, type FakeCrmServer } from './fakeCrmServer.testkit';

let crm: FakeCrmServer;
// The fake CRM listens on loopback: the one host a test set-up allows (OUTBOUND_ALLOW_LOOPBACK_HOST).
let outbound: OutboundClient;
beforeAll(async () => {
  crm = await startFakeCrm();
  outbound = createOutboundClient({ allowLoopbackHost: '127.0.0.1', resolve: systemResolver }, 1000);
});
afterAll(async () => {
  await outbound.close();
  await crm.close();
});
beforeEach(() => {
  crm.requests.length = 0;
  crm.routes = defaultCrmRoutes();
});

const SIGNUP = {
  email: "ana.o'neil@empresa.com.br",
  nome: 'Ana Souza',
  empresa: 'Empresa Nova Ltda',
  telefone: '(11) 9 8765-4321',
};

function recordingLog() {
  const warnings: { details: object; message: string }[] = [];
  const log: CrmLogger = {
    info: () => undefined,
    warn: (details, message) => warnings.push({ details, message }),
  };
  return { log, warnings };
}

const run = (timeoutMs = 2000) => {
  const { log, warnings } = recordingLog();
  const client = createCrmClient({
    baseUrl: crm.baseUrl,
    token: 'segredo-crm',
    timeoutMs,
    fetch: outbound.fetch,
  });
  return runCrmStep(client, 3, SIGNUP, log).then((outcome) => ({ outcome, warnings }));
};

describe('CRM step after a sign-up', () => {
  it('finds no contact, creates it, then the deal in the stage, then the task', async () => {
    const { outcome, warnings } = await run();
    expect(outcome).toEqual({ contactId: 501, dealId: 777, taskCreated: true, failedStep: null });
    expect(warnings).toEqual([]);
    expect(crm.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET Contacts',
      'POST Contacts',
      'POST Deals',
      'POST Tasks',
    ]);
    expect(crm.requests.every((r) => r.userKey === 'segredo-crm')).toBe(true);
    const [find, contact, deal, task] = crm.requests;
    expect(find?.query.get('$filter')).toBe("Email eq 'ana.o''neil@empresa.com.br'");
    expect(find?.query.get('$expand')).toBe('Phones');
    expect(contact?.body).toEqual({
      Name: 'Empresa Nova Ltda',
      TypeId: 1,
      Email: "ana.o'neil@empresa.com.br",
      Phones: [{ PhoneNumber: '11987654321', CountryId: 76 }],
    });
    expect(deal?.body).toMatchObject({ StageId: 3, ContactId: 501, Email: "ana.o'neil@empresa.com.br" });
    expect(task?.body).toMatchObject({ DealId: 777, NoTime: true });
  });

  it('uses the contact found by e-mail instead of creating one', async () => {
    crm.routes['GET Contacts'] = () => ({ body: { value: [{ Id: 42, Phones: [] }] } });
    const { outcome } = await run();
    expect(outcome.contactId).toBe(42);
    expect(crm.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET Contacts',
      'POST Deals',
      'POST Tasks',
    ]);
    expect(crm.requests[1]?.body).toMatchObject({ ContactId: 42 });
  });

  it('creates no task when the deal has no id', async () => {
    crm.routes['POST Deals'] = () => ({ body: { value: [] } });
    const { outcome, warnings } = await run();
    expect(outcome).toEqual({ contactId: 501, dealId: null, taskCreated: false, failedStep: null });
    expect(warnings).toEqual([]);
    expect(crm.requests.some((r) => r.path === 'Tasks')).toBe(false);
  });

  it.each([
    ['GET Contacts', 'buscarContato', 1],
    ['POST Contacts', 'criarContato', 2],
    ['POST Deals', 'criarNegocio', 3],
    ['POST Tasks', 'criarTarefa', 4],
  ])('logs a failing %s with its step (%s) and stops there', async (call, step, calls) => {
    crm.routes[call] = () => ({ status: 500, body: { error: 'falhou' } });
    const { outcome, warnings } = await run();
    expect(outcome.failedStep).toBe(step);
    expect(crm.requests).toHaveLength(calls);
    expect(warnings).toEqual([
      {
        details: expect.objectContaining({ step, err: expect.stringContaining('HTTP 500') }),
        message: `CRM: falha na etapa ${step} do cadastro`,
      },
    ]);
  });

  it('gives up on a CRM that does not answer in time', async () => {
    // Each call's limit leaves the calls before the hanging one room on a busy machine; the CRM would take 3 s.
    crm.routes['POST Deals'] = () => ({ delayMs: 3000, body: { value: [{ Id: 1 }] } });
    const started = Date.now();
    const { outcome, warnings } = await run(500);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(outcome.failedStep).toBe('criarNegocio');
    expect(warnings[0]?.details).toMatchObject({ err: expect.stringContaining('tempo esgotado') });
  });

  it('logs an unreachable CRM as a failure of the first step', async () => {
    const { log, warnings } = recordingLog();
    const client = createCrmClient({
      baseUrl: 'http://127.0.0.1:1',
      token: 't',
      timeoutMs: 1000,
      fetch: outbound.fetch,
    });
    const outcome = await runCrmStep(client, 3, SIGNUP, log);
    expect(outcome.failedStep).toBe('buscarContato');
    expect(warnings).toHaveLength(1);
  });
});
