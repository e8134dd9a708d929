import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@erp/domain';
import { HttpError } from '../../../http/httpError';
import type { BillingProvider, IssuedCharge, PaymentEvent, WebhookRequest } from './billingProvider';
import { boletoLine, randomFreeField } from './boletoLine';
import { paymentWebhookBody, parseWebhookBody } from './webhookPayload';
import { checkWebhook, signWebhook } from './webhookSignature';

/** What the local provider's "bank" answers when it pays: the API's answer to the webhook it was sent. */
export interface WebhookDelivery {
  statusCode: number;
  body: unknown;
}

/** Sends a signed webhook to the API's webhook route, the way a real provider's servers would. */
export type DeliverWebhook = (rawBody: Buffer, headers: Record<string, string>) => Promise<WebhookDelivery>;

/** The embedded provider: it also "pays" its charges, for development and for the product owner's manual billing. */
export interface LocalBillingProvider extends BillingProvider {
  /** Pays a charge: signs a `cobranca.paga` event and delivers it to the API's webhook. */
  pay(charge: { chargeId: string; amountCents: number }): Promise<WebhookDelivery>;
}

/** Bank code of the local provider's slips: no real bank answers to it. */
const LOCAL_BANK_CODE = '999';

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A billing provider that lives in the API: its charges exist only in our database (a boleto line that no bank will
 * take, a payment page on the API itself), and it pays them by signing a webhook with the same secret and format a
 * real provider would use. Nothing but `pay` (reachable only from /dev/cobrancas, loopback, not in production) and
 * the staff's manual settlement pays its charges.
 */
export function createLocalProvider(options: {
  secret: string;
  toleranceMs: number;
  clock: () => number;
  /** Where its payment page is (`{apiOrigin}/dev/cobrancas`), or null when that page is off. */
  paymentPageUrl: string | null;
  deliver: DeliverWebhook;
}): LocalBillingProvider {
  return {
    name: 'local',
    async createCharge(request): Promise<IssuedCharge> {
      const chargeId = randomId('cob');
      return {
        chargeId,
        digitableLine: boletoLine(LOCAL_BANK_CODE, request.dueDate, request.amountCents, randomFreeField()),
        paymentUrl: options.paymentPageUrl ? `${options.paymentPageUrl}#${chargeId}` : null,
      };
    },
    // Nothing to tell anybody: the charge lives only in our database, where the API marks it cancelled.
    async cancelCharge() {},
    parseWebhook(request: WebhookRequest, now: number): PaymentEvent {
      const refused = checkWebhook(options.secret, request, now, options.toleranceMs);
      if (refused === 'timestamp') throw new HttpError(401, MESSAGES.billing.webhookTimestamp);
      if (refused === 'signature') throw new HttpError(401, MESSAGES.billing.webhookSignature);
      return parseWebhookBody(request.rawBody);
    },
    async pay(charge) {
      const now = options.clock();
      const rawBody = paymentWebhookBody({
        eventId: randomId('evt'),
        chargeId: charge.chargeId,
        amountCents: charge.amountCents,
        paidAt: new Date(now).toISOString(),
      });
      return options.deliver(rawBody, {
        'content-type': 'application/json',
        ...signWebhook(options.secret, rawBody, now),
      });
    },
  };
}
