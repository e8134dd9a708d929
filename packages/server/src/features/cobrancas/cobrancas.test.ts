import type { Cobranca } from '@erp/domain';
import { addDays, saoPauloDate } from '@erp/domain';
import {
  BILLING_TEST_ENV,
  brandPlans,
  paymentWebhook,
  planAction,
  selectedBranch,
  sendWebhook,
  TEST_WEBHOOK_SECRET,
} from './billingTestKit';
import { signWebhook } from './provider/webhookSignature';
import { call, databaseDigest } from '../../testing/adminTestKit';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer(BILLING_TEST_ENV);
});
afterAll(() => t.close());

const dashboard = (token: string) => call(t, token, 'GET', '/api/Dashboard/resumo');

describe('plan actions issue a charge and unblock nothing', () => {
  it('efetivarPlano on an expired trial answers an open charge; the branch stays blocked (402)', async () => {
    const token = await t.login('expirado@demo.com.br');
    const [, profissional] = await brandPlans(t, token);
    expect((await dashboard(token)).statusCode).toBe(402);

    const res = await planAction(t, token, 'efetivarPlano', profissional!.id);
    expect(res.statusCode).toBe(200);
    const charge = res.json<Cobranca>();
    expect(charge).toMatchObject({
      status: 'aberta',
      acao: 'efetivar',
      planoId: profissional!.id,
      planoNome: 'Profissional',
      valor: 169.9,
      vencimento: addDays(saoPauloDate(t.clock()), 3),
      pagaEm: null,
    });
    expect(charge.id).toMatch(/^cob_[0-9a-f]{24}$/);
    expect(charge.linhaDigitavel).toMatch(/^\d{47}$/);

    expect(await selectedBranch(t, token)).toMatchObject({ trial: true, bloqueada: true, planoId: null });
    expect((await dashboard(token)).statusCode).toBe(402);
    // The same action again (a double click) answers the same open charge; the branch is still blocked.
    const again = await planAction(t, token, 'efetivarPlano', profissional!.id);
    expect(again.json<Cobranca>().id).toBe(charge.id);
    expect((await call(t, token, 'GET', '/api/Cobrancas')).json<Cobranca[]>().map((c) => c.id)).toEqual([
      charge.id,
    ]);
  });

  it('contratar issues a charge too; a new action replaces the open charge, which can no longer be paid', async () => {
    const token = await t.login('trial@demo.com.br');
    const [basico, profissional] = await brandPlans(t, token);
    const contracted = await planAction(t, token, 'contratarPlano', basico!.id);
    expect(contracted.json<Cobranca>()).toMatchObject({ status: 'aberta', acao: 'contratar', valor: 89.9 });
    // The contract exists at once; the trial goes on (spec 001 §4) until the charge is paid.
    expect(await selectedBranch(t, token)).toMatchObject({
      contratoId: expect.stringMatching(/^CT-/),
      trial: true,
      bloqueada: false,
      planoId: null,
    });
    const replaced = await planAction(t, token, 'efetivarPlano', profissional!.id);
    const list = (await call(t, token, 'GET', '/api/Cobrancas')).json<Cobranca[]>();
    expect(list.map((c) => [c.id, c.status])).toEqual([
      [replaced.json<Cobranca>().id, 'aberta'],
      [contracted.json<Cobranca>().id, 'cancelada'],
    ]);
    const before = await databaseDigest(t.server.db);
    const late = await sendWebhook(t, paymentWebhook(t, contracted.json<Cobranca>()));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Esta cobrança foi cancelada e não pode ser paga.');
    expect(await databaseDigest(t.server.db)).toBe(before);
  });
});

describe('the signed webhook settles a charge, once', () => {
  it('unblocks the branch, ends the trial, gives the plan and 30 paid days; a second payment changes nothing', async () => {
    const token = await t.login('inadimplente@demo.com.br');
    const [basico] = await brandPlans(t, token);
    const charge = (await planAction(t, token, 'efetivarPlano', basico!.id)).json<Cobranca>();
    expect((await dashboard(token)).statusCode).toBe(402);

    const paid = await sendWebhook(t, paymentWebhook(t, charge));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ recebido: true, aplicado: true });
    const today = saoPauloDate(t.clock());
    const after = await selectedBranch(t, token);
    expect(after).toMatchObject({
      trial: false,
      bloqueada: false,
      planoId: basico!.id,
      dataVencimento: addDays(today, 30),
    });
    expect((await dashboard(token)).statusCode).toBe(200);
    const shown = (await call(t, token, 'GET', `/api/Cobrancas/${charge.id}`)).json<Cobranca>();
    expect(shown).toMatchObject({ status: 'paga', pagaEm: expect.any(String) });

    // The provider notifies the same payment again (a new event id): accepted, nothing extended twice.
    const twice = await sendWebhook(t, paymentWebhook(t, charge));
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ recebido: true, aplicado: false });
    expect((await selectedBranch(t, token)).dataVencimento).toBe(addDays(today, 30));
  });

  it('refuses, in Portuguese and changing nothing: bad signature, stale timestamp, replay, unknown charge, wrong amount, bad body', async () => {
    const token = await t.login('expirado@demo.com.br');
    const [charge] = (await call(t, token, 'GET', '/api/Cobrancas')).json<Cobranca[]>();
    expect(charge?.status).toBe('aberta');
    const refusals: Array<[string, ReturnType<typeof paymentWebhook>, number, string]> = [
      [
        'wrong secret',
        paymentWebhook(t, charge!, { secret: 'outro-segredo-qualquer-0123456789abcdef' }),
        401,
        'Assinatura do webhook inválida.',
      ],
      [
        'stale timestamp',
        paymentWebhook(t, charge!, { signedAt: t.clock() - 6 * 60_000 }),
        401,
        'Carimbo de tempo do webhook ausente ou fora da janela permitida.',
      ],
      [
        'timestamp from the future',
        paymentWebhook(t, charge!, { signedAt: t.clock() + 6 * 60_000 }),
        401,
        'Carimbo de tempo do webhook ausente ou fora da janela permitida.',
      ],
      [
        'unknown charge',
        paymentWebhook(t, { id: 'cob_000000000000000000000000', valor: 1 }),
        404,
        'Cobrança não encontrada.',
      ],
      [
        'amount differs',
        paymentWebhook(t, charge!, { amountCents: 1 }),
        409,
        'O valor pago não confere com o valor da cobrança.',
      ],
    ];
    const tampered = paymentWebhook(t, charge!);
    refusals.push([
      'body changed after signing',
      {
        ...tampered,
        rawBody: Buffer.from(tampered.rawBody.toString().replace('"valorCentavos":', '"valorCentavos": ')),
      },
      401,
      'Assinatura do webhook inválida.',
    ]);
    const before = await databaseDigest(t.server.db);
    for (const [why, webhook, status, message] of refusals) {
      const res = await sendWebhook(t, webhook);
      expect([why, res.statusCode, res.json().error.message]).toEqual([why, status, message]);
    }
    const unsigned = await sendWebhook(t, {
      rawBody: paymentWebhook(t, charge!).rawBody,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    const notJson = await sendWebhook(t, {
      ...paymentWebhook(t, charge!),
      headers: { ...paymentWebhook(t, charge!).headers, 'content-type': 'text/plain' },
    });
    expect(notJson.statusCode).toBe(415);
    expect(await databaseDigest(t.server.db)).toBe(before);
    expect(await selectedBranch(t, token)).toMatchObject({ bloqueada: true, trial: true });
  });

  it('refuses a replayed event even while its timestamp is fresh', async () => {
    const token = await t.login('expirado@demo.com.br');
    const [charge] = (await call(t, token, 'GET', '/api/Cobrancas')).json<Cobranca[]>();
    const webhook = paymentWebhook(t, charge!, { eventId: 'evt_replay_1' });
    expect((await sendWebhook(t, webhook)).statusCode).toBe(200);
    const paidUntil = (await selectedBranch(t, token)).dataVencimento;
    const before = await databaseDigest(t.server.db);
    const replay = await sendWebhook(t, webhook);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.message).toBe('Evento de webhook já recebido.');
    expect(await databaseDigest(t.server.db)).toBe(before);
    expect((await selectedBranch(t, token)).dataVencimento).toBe(paidUntil);
  });

  it('answers a signed but malformed body with a 400 and never crashes', async () => {
    for (const body of [
      '',
      '{',
      '[]',
      'null',
      '{"id":"e1","tipo":"cobranca.paga"}',
      '{"id":"e2","tipo":"cobranca.estornada","cobrancaId":"c","valorCentavos":1,"pagaEm":"2026-01-01T00:00:00Z"}',
      JSON.stringify({
        id: 'x'.repeat(500),
        tipo: 'cobranca.paga',
        cobrancaId: 'c',
        valorCentavos: 1,
        pagaEm: '2026-01-01T00:00:00Z',
      }),
    ]) {
      const rawBody = Buffer.from(body);
      const res = await sendWebhook(t, {
        rawBody,
        headers: {
          'content-type': 'application/json',
          ...signWebhook(TEST_WEBHOOK_SECRET, rawBody, t.clock()),
        },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error.message).toMatch(/webhook/);
    }
  });
});

describe('another company’s charges', () => {
  it('cannot be read, listed or charged again by a user of another company or brand', async () => {
    const victim = await t.login('trial@demo.com.br');
    const [charge] = (await call(t, victim, 'GET', '/api/Cobrancas')).json<Cobranca[]>();
    const filialId = (await selectedBranch(t, victim)).id;
    for (const email of ['admin@demo.com.br', 'admin@acme.com.br']) {
      const other = await t.login(email);
      const one = await call(t, other, 'GET', `/api/Cobrancas/${charge!.id}`);
      expect([email, one.statusCode, one.json().error.message]).toEqual([
        email,
        404,
        'Cobrança não encontrada.',
      ]);
      const list = await call(t, other, 'GET', `/api/Cobrancas?filialId=${filialId}`);
      expect([email, list.statusCode]).toEqual([email, 404]);
      const action = await call(t, other, 'POST', '/api/Usuarios/efetivarPlano', {
        filialId,
        planoId: charge!.planoId,
      });
      expect([email, action.statusCode]).toEqual([email, 404]);
    }
  });
});

describe('two notifications of one payment at once', () => {
  it('settle it once: one applies, the other finds it paid; 30 days are added once', async () => {
    const token = await t.login('trial@demo.com.br');
    const [charge] = (await call(t, token, 'GET', '/api/Cobrancas')).json<Cobranca[]>();
    expect(charge?.status).toBe('aberta');
    const answers = await Promise.all([
      sendWebhook(t, paymentWebhook(t, charge!)),
      sendWebhook(t, paymentWebhook(t, charge!)),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers.map((res) => res.json<{ aplicado: boolean }>().aplicado).sort()).toEqual([false, true]);
    expect(await selectedBranch(t, token)).toMatchObject({
      trial: false,
      bloqueada: false,
      dataVencimento: addDays(saoPauloDate(t.clock()), 30),
    });
  });
});
