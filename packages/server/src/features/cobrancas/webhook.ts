import type { FastifyInstance } from 'fastify';
import { announcePaidCharge } from './announce';
import { settleCharge } from './settlement';
import type { AppContext } from '../../http/context';

/** The webhook's path inside the `/api` plugin. */
const WEBHOOK_PATH = '/Cobrancas/webhook';

/** Where the billing provider sends its payment notifications. */
export const WEBHOOK_URL = `/api${WEBHOOK_PATH}`;

/** A notification is a few hundred bytes; anything near this is not one. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * The provider's payment webhook (public: the provider has no session; its HMAC signature is the credential). The
 * route keeps the body as raw bytes, because the signature covers them exactly as sent: parsing and re-serialising
 * JSON would change them. Answers 200 once the payment is recorded (or was already), so the provider stops retrying;
 * every refusal is a 4xx with a Portuguese message and changes nothing.
 */
export function registerWebhookRoute(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(WEBHOOK_PATH, { config: { public: true } }, async (request) => {
      const now = ctx.clock();
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const provider = ctx.billing.provider;
      const event = provider.parseWebhook({ rawBody, headers: request.headers }, now);
      const result = await settleCharge(
        ctx.db,
        event.chargeId,
        {
          via: 'webhook',
          provider: provider.name,
          eventId: event.eventId,
          amountCents: event.amountCents,
          paidAt: new Date(event.paidAt),
        },
        now,
      );
      if (result.applied) await announcePaidCharge(ctx, result.settled);
      return { recebido: true, aplicado: result.applied };
    });
  });
}
