/**
 * The one interface between the API and a billing provider (bank, payment gateway). The API owns the charges, the
 * subscription and the rules (one open charge per branch, replay refusal, idempotent settlement); an adapter only
 * talks to its provider. README "Billing" describes what a real adapter must do.
 */

/** What the API asks the provider to charge. */
export interface ChargeRequest {
  /** The API's own reference for this charge (send it as the provider's idempotency key / "seu número"). */
  reference: string;
  /** Exact amount in cents. */
  amountCents: number;
  /** Due date, `yyyy-MM-dd` (São Paulo calendar). */
  dueDate: string;
  /** Shown to the payer (plan name and branch). */
  description: string;
  payer: { name: string; document: string };
}

/** What the provider answered for a new charge. */
export interface IssuedCharge {
  /** The provider's id of the charge; the webhook names it. Unique within the provider. */
  chargeId: string;
  /** The boleto's 47-digit digitable line, digits only (null when the provider issues no boleto). */
  digitableLine: string | null;
  /** A page where the payer pays (boleto PDF, PIX, card), or null. */
  paymentUrl: string | null;
}

/** A webhook request as it arrived: the body byte for byte (the signature covers it) and the headers. */
export interface WebhookRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** A payment the provider confirmed. */
export interface PaymentEvent {
  /** The provider's id of this notification: the same id twice is a replay. */
  eventId: string;
  chargeId: string;
  /** What was paid, in cents; the API refuses a payment that differs from the charge. */
  amountCents: number;
  /** ISO instant of the payment at the provider. */
  paidAt: string;
}

/** A billing provider adapter. Every method throws an `HttpError` (Portuguese message) when it refuses. */
export interface BillingProvider {
  /** Stored with each charge; the webhook of this provider settles only its own charges. */
  readonly name: string;
  createCharge(request: ChargeRequest): Promise<IssuedCharge>;
  /** Cancels an open charge (a newer plan action replaced it); must succeed for an unknown or already cancelled one. */
  cancelCharge(chargeId: string): Promise<void>;
  /**
   * Authenticates a webhook (signature over the raw body, timestamp within the window) and parses it into a payment.
   * Replays and idempotency are the API's job (it stores every event id); the adapter only proves who sent it.
   */
  parseWebhook(request: WebhookRequest, now: number): PaymentEvent;
}
