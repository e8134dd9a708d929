import type { AuditEntry, Cobranca, CobrancaAdmin } from '@erp/domain';
import { BILLING_TEST_ENV, brandPlans, planAction, selectedBranch } from './billingTestKit';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { call, databaseDigest, signInBrand2Master } from '../../testing/adminTestKit';

let t: TestServer;
let charge: Cobranca;
let customer: string;
beforeAll(async () => {
  t = await startTestServer(BILLING_TEST_ENV);
  customer = await t.login('expirado@demo.com.br');
  const [basico] = await brandPlans(t, customer);
  charge = (await planAction(t, customer, 'efetivarPlano', basico!.id)).json<Cobranca>();
});
afterAll(() => t.close());

const settle = (token: string, id: string, payload: unknown) =>
  call(t, token, 'POST', `/api/Admin/cobrancas/${id}/baixa`, payload);

describe('Admin/cobrancas', () => {
  it('lists a brand’s charges to staff and to that brand’s master only', async () => {
    const staff = await t.login('suporte@demo.com.br');
    const list = await call(t, staff, 'GET', '/api/Admin/cobrancas?idConfig=1&status=aberta');
    expect(list.statusCode).toBe(200);
    expect(list.json<CobrancaAdmin[]>().find((c) => c.id === charge.id)).toMatchObject({
      empresaNome: 'Loja Expirada',
      filialNome: 'Loja Expirada',
      status: 'aberta',
      baixa: null,
    });
    const master = await t.login('master@demo.com.br');
    expect((await call(t, master, 'GET', '/api/Admin/cobrancas?idConfig=1')).statusCode).toBe(200);
    const acmeMaster = await signInBrand2Master(t);
    const foreign = await call(t, acmeMaster, 'GET', '/api/Admin/cobrancas?idConfig=1');
    expect(foreign.statusCode).toBe(403);
    expect((await call(t, staff, 'GET', '/api/Admin/cobrancas?idConfig=1&status=paid')).statusCode).toBe(400);
  });

  it('refuses the manual settlement to masters and company admins, and without a reason', async () => {
    const emails = ['master@demo.com.br', 'admin@demo.com.br', 'expirado@demo.com.br'];
    const tokens = await Promise.all(emails.map((email) => t.login(email)));
    const staff = await t.login('suporte@demo.com.br');
    const before = await databaseDigest(t.server.db);
    for (const [i, email] of emails.entries()) {
      const res = await settle(tokens[i]!, charge.id, { motivo: 'Pagou por transferência bancária.' });
      expect([email, res.statusCode]).toEqual([email, 403]);
    }
    for (const payload of [
      {},
      { motivo: '' },
      { motivo: '   curto   ' },
      { motivo: 42 },
      { motivo: 'x'.repeat(501) },
    ]) {
      const res = await settle(staff, charge.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/motivo/);
    }
    const unknown = await settle(staff, 'cob_inexistente', { motivo: 'Pagou por transferência bancária.' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Cobrança não encontrada.');
    expect(await databaseDigest(t.server.db)).toBe(before);
    expect((await selectedBranch(t, customer)).bloqueada).toBe(true);
  });

  it('lets staff settle a charge with a reason: the branch is unblocked, the audit log says who, why, from and to', async () => {
    const staff = await t.login('suporte@demo.com.br');
    const motivo = 'Pagamento recebido por transferência, comprovante 12345.';
    const res = await settle(staff, charge.id, { motivo });
    expect(res.statusCode).toBe(200);
    expect(res.json<Cobranca>()).toMatchObject({ id: charge.id, status: 'paga', planoNome: 'Básico' });
    expect(await selectedBranch(t, customer)).toMatchObject({ bloqueada: false, trial: false });
    expect((await call(t, customer, 'GET', '/api/Dashboard/resumo')).statusCode).toBe(200);

    const audit = await call(
      t,
      staff,
      'GET',
      '/api/Admin/auditoria?filter=' + encodeURIComponent('{"where":{"acao":"cobranca.baixa-manual"}}'),
    );
    const [entry] = audit.json<AuditEntry[]>();
    expect(entry).toMatchObject({
      acao: 'cobranca.baixa-manual',
      alvo: `Cobrancas/${charge.id}`,
      de: { status: 'aberta', filial: { bloqueada: true, trial: true } },
      para: { status: 'paga', motivo, filial: { bloqueada: false, trial: false } },
    });
    const again = await settle(staff, charge.id, { motivo });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Esta cobrança já foi paga.');
    const listed = await call(t, staff, 'GET', '/api/Admin/cobrancas?idConfig=1&status=paga');
    expect(listed.json<CobrancaAdmin[]>().find((c) => c.id === charge.id)?.baixa).toBe('manual');
  });
});
