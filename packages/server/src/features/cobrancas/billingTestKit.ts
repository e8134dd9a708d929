import type { Cobranca, FilialSelecionada, Plano, UserInfo } from '@erp/domain';
import { call } from '../../testing/adminTestKit';
import { WEBHOOK_URL } from './webhook';
import type { TestServer } from '../../testing/testServer';
import { paymentWebhookBody } from './provider/webhookPayload';
import { signWebhook } from './provider/webhookSignature';

/** The webhook secret the billing tests start their server with. */
export const TEST_WEBHOOK_SECRET = 'segredo-de-teste-do-webhook-0123456789abcdef';

export const BILLING_TEST_ENV = { BILLING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET };

/** The signed-in user's selected branch, as getUserInfo answers it now. */
export async function selectedBranch(t: TestServer, token: string): Promise<FilialSelecionada> {
  return (await call(t, token, 'GET', '/api/Usuarios/getUserInfo')).json<UserInfo>().filialSelecionadaObj;
}

/** The brand's plans, cheapest first. */
export async function brandPlans(t: TestServer, token: string): Promise<Plano[]> {
  return (await call(t, token, 'GET', '/api/Planos')).json<Plano[]>();
}

/** A plan action on the user's selected branch; answers the charge it issued. */
export async function planAction(
  t: TestServer,
  token: string,
  action: 'contratarPlano' | 'efetivarPlano' | 'migrarPlano',
  planoId: number,
) {
  const filial = await selectedBranch(t, token);
  return call(t, token, 'POST', `/api/Usuarios/${action}`, { filialId: filial.id, planoId });
}

/** A payment notification in the API's webhook format, signed at `signedAt` (default: the server's clock). */
export function paymentWebhook(
  t: TestServer,
  charge: Pick<Cobranca, 'id' | 'valor'>,
  options: { eventId?: string; amountCents?: number; secret?: string; signedAt?: number } = {},
) {
  const rawBody = paymentWebhookBody({
    eventId: options.eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    chargeId: charge.id,
    amountCents: options.amountCents ?? Math.round(charge.valor * 100),
    paidAt: new Date(t.clock()).toISOString(),
  });
  const headers = {
    'content-type': 'application/json',
    ...signWebhook(options.secret ?? TEST_WEBHOOK_SECRET, rawBody, options.signedAt ?? t.clock()),
  };
  return { rawBody, headers };
}

/** Sends a webhook as the provider's servers do. */
export function sendWebhook(
  t: TestServer,
  webhook: { rawBody: Buffer | string; headers: Record<string, string> },
) {
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK_URL,
    headers: webhook.headers,
    payload: webhook.rawBody,
  });
}
