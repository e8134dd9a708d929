import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_ORIGIN } from './ports';

/** The local billing provider's development endpoints on the e2e stack's API (loopback only). */
const DEV_BILLING = `${API_ORIGIN}/dev/cobrancas`;
const WEBHOOK = `${API_ORIGIN}/api/Cobrancas/webhook`;

/** Pays a charge through the local provider, as `pnpm billing:pay <id>` does: it sends its signed webhook. */
export async function payLocally(chargeId: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${DEV_BILLING}/${encodeURIComponent(chargeId)}/pagar`, { method: 'POST' });
  return { status: res.status, body: await res.json() };
}

/**
 * The webhook secret the stack's API generated in its DATA_DIR (no BILLING_WEBHOOK_SECRET is set): what a real
 * provider would be configured with. Reading it lets a test send a genuine notification, then replay it.
 */
export function webhookSecret(dataDir: string): string {
  return fs.readFileSync(path.join(dataDir, 'billing', 'webhook-secret'), 'utf8').trim();
}

/** A payment notification in the README's format, signed with `secret` now. */
export function signedPayment(
  secret: string,
  payment: { eventId: string; chargeId: string; amountCents: number },
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({
    id: payment.eventId,
    tipo: 'cobranca.paga',
    cobrancaId: payment.chargeId,
    valorCentavos: payment.amountCents,
    pagaEm: new Date().toISOString(),
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-billing-timestamp': timestamp,
      'x-billing-signature': `sha256=${signature}`,
    },
  };
}

/** Sends a webhook to the API as the provider's servers would; answers the status and the error message, if any. */
export async function sendWebhook(webhook: {
  body: string;
  headers: Record<string, string>;
}): Promise<{ status: number; message: string | null; body: unknown }> {
  const res = await fetch(WEBHOOK, { method: 'POST', headers: webhook.headers, body: webhook.body });
  const body = (await res.json()) as { error?: { message: string } };
  return { status: res.status, message: body.error?.message ?? null, body };
}
