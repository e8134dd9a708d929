import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { LoginPage } from '../pages/LoginPage';
import { MainArea } from '../pages/MainArea';
import { PlanosPage } from '../pages/PlanosPage';
import { apiCall, apiToken } from '../support/api';
import { payLocally, sendWebhook, signedPayment, webhookSecret } from '../support/billing';

// Issue 31: a plan action issues a charge and unblocks nothing; only the provider's signed webhook does. These tests
// pay inadimplente@'s branch, so they are @alone: they run after the ones that expect it blocked, which are all in the
// project 'parallel' (playwright.config.ts; the stack starts from a fresh database every run).

interface Charge {
  id: string;
  status: string;
  valor: number;
  filialId: number;
}

const API = 'http://localhost:3000/api/';
const dashboardStatus = async (token: string) =>
  (await fetch(`${API}Dashboard/resumo`, { headers: { authorization: token } })).status;

test.describe('subscriptions are paid before they unblock', { tag: ['@db', '@alone'] }, () => {
  test.beforeEach(async ({ page }) => MainArea.skipWhatsNew(page));

  test('a blocked account stays blocked after efetivarPlano, pays through the local provider and is unblocked by the webhook', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('inadimplente@demo.com.br');
    await expect(page.getByText('Acesso bloqueado').first()).toBeVisible();

    const planos = new PlanosPage(page);
    await planos.goto();
    await planos.choose('Básico', 'Efetivar');
    await expect(
      page.getByText('Cobrança gerada. O acesso será liberado após a confirmação do pagamento.'),
    ).toBeVisible();
    await expect(planos.charge.getByText('Aberta', { exact: true })).toBeVisible();
    await expect(planos.charge.getByText('R$ 89,90')).toBeVisible();
    await expect(planos.boletoLine).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);

    // Still blocked: on the server and on the screen.
    const token = await apiToken('inadimplente@demo.com.br');
    expect(await dashboardStatus(token)).toBe(402);
    const [charge] = await apiCall<Charge[]>(token, 'GET', 'Cobrancas');
    expect(charge).toMatchObject({ status: 'aberta', valor: 89.9 });

    // The "bank" pays: the local provider sends its signed webhook; the open page follows (socket or 10 s read).
    expect(await payLocally(charge!.id)).toEqual({ status: 200, body: { recebido: true, aplicado: true } });
    await expect(planos.charge.getByText('Paga', { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.goto('/#/pages/dashboard');
    await expect(new MainArea(page).figure('Vendas hoje')).toBeVisible();
    await expect(page.getByText('Acesso bloqueado')).toHaveCount(0);
    expect(await dashboardStatus(token)).toBe(200);
  });

  test('a forged or replayed webhook changes nothing', async () => {
    // expirado@ makes its plan effective: a charge, still blocked.
    const expirado = await apiToken('expirado@demo.com.br');
    const filial = (
      await apiCall<{ filialSelecionadaObj: { id: number } }>(expirado, 'GET', 'Usuarios/getUserInfo')
    ).filialSelecionadaObj;
    const [basico] = await apiCall<Array<{ id: number }>>(expirado, 'GET', 'Planos');
    const charge = await apiCall<Charge>(expirado, 'POST', 'Usuarios/efetivarPlano', {
      filialId: filial.id,
      planoId: basico!.id,
    });
    expect(charge.status).toBe('aberta');
    expect(await dashboardStatus(expirado)).toBe(402);

    // Forged: signed with anything but the provider's secret.
    const forged = signedPayment('um-segredo-que-nao-e-o-do-provedor-0123456789', {
      eventId: `evt_forjado_${Date.now()}`,
      chargeId: charge.id,
      amountCents: Math.round(charge.valor * 100),
    });
    expect(await sendWebhook(forged)).toMatchObject({
      status: 401,
      message: 'Assinatura do webhook inválida.',
    });
    expect(await dashboardStatus(expirado)).toBe(402);
    expect((await apiCall<Charge>(expirado, 'GET', `Cobrancas/${charge.id}`)).status).toBe('aberta');

    // Replayed: a genuine notification of the charge inadimplente@ paid, sent twice. The first is a duplicate payment
    // (accepted, nothing extended); the second is the same event again: refused.
    const inadimplente = await apiToken('inadimplente@demo.com.br');
    const [paid] = await apiCall<Charge[]>(inadimplente, 'GET', 'Cobrancas');
    expect(paid?.status).toBe('paga');
    const paidUntil = async () =>
      (
        await apiCall<{ filialSelecionadaObj: { dataVencimento: string } }>(
          inadimplente,
          'GET',
          'Usuarios/getUserInfo',
        )
      ).filialSelecionadaObj.dataVencimento;
    const before = await paidUntil();
    const genuine = signedPayment(webhookSecret(E2E_DATA_DIR), {
      eventId: `evt_repetido_${Date.now()}`,
      chargeId: paid!.id,
      amountCents: Math.round(paid!.valor * 100),
    });
    expect(await sendWebhook(genuine)).toMatchObject({
      status: 200,
      body: { recebido: true, aplicado: false },
    });
    expect(await sendWebhook(genuine)).toMatchObject({
      status: 409,
      message: 'Evento de webhook já recebido.',
    });
    expect(await paidUntil()).toBe(before);
  });
});
