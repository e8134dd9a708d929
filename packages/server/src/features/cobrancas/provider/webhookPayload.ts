import { MESSAGES } from '@erp/domain';
import * as v from 'valibot';
import { HttpError } from '../../../http/httpError';
import type { PaymentEvent } from './billingProvider';

/** The only event the API acts on: a charge was paid. */
export const PAYMENT_EVENT_TYPE = 'cobranca.paga';

/**
 * The body of the API's own webhook format (the local provider sends it; an adapter for a provider that lets us choose
 * the format may too): `{ id, tipo, cobrancaId, valorCentavos, pagaEm }`.
 */
const WebhookBody = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w.:-]{1,100}$/)),
  tipo: v.pipe(v.string(), v.maxLength(50)),
  cobrancaId: v.pipe(v.string(), v.regex(/^[\w.:-]{1,100}$/)),
  valorCentavos: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99_999_999_99)),
  pagaEm: v.pipe(v.string(), v.isoTimestamp()),
});

export type WebhookBody = v.InferOutput<typeof WebhookBody>;

/** Reads an authenticated body; anything else than a well-formed `cobranca.paga` event is a 400. */
export function parseWebhookBody(rawBody: Buffer): PaymentEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new HttpError(400, MESSAGES.billing.webhookBody);
  }
  const result = v.safeParse(WebhookBody, json);
  if (!result.success) throw new HttpError(400, MESSAGES.billing.webhookBody);
  const body = result.output;
  if (body.tipo !== PAYMENT_EVENT_TYPE) throw new HttpError(400, MESSAGES.billing.webhookEventType);
  return {
    eventId: body.id,
    chargeId: body.cobrancaId,
    amountCents: body.valorCentavos,
    paidAt: new Date(body.pagaEm).toISOString(),
  };
}

/** The body of a payment event in this format, as the local provider sends it. */
export function paymentWebhookBody(event: PaymentEvent): Buffer {
  const body: WebhookBody = {
    id: event.eventId,
    tipo: PAYMENT_EVENT_TYPE,
    cobrancaId: event.chargeId,
    valorCentavos: event.amountCents,
    pagaEm: event.paidAt,
  };
  return Buffer.from(JSON.stringify(body));
}
