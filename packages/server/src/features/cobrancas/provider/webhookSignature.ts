import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header carrying the Unix time (seconds) the webhook was signed at. */
export const TIMESTAMP_HEADER = 'x-billing-timestamp';
/** Header carrying `sha256=<hex HMAC-SHA256>` of `${timestamp}.${raw body}`. */
export const SIGNATURE_HEADER = 'x-billing-signature';

const SIGNATURE_PREFIX = 'sha256=';

/** The signature base: the timestamp, a dot, then the body's bytes as sent (binding both, so neither can be swapped). */
function signatureOf(secret: string, timestamp: string, rawBody: Buffer): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

/** The headers a sender adds to a body signed at `now` (ms). */
export function signWebhook(secret: string, rawBody: Buffer, now: number): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return {
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: SIGNATURE_PREFIX + signatureOf(secret, timestamp, rawBody).toString('hex'),
  };
}

/** Why a webhook was refused, or null when it is authentic and fresh. */
export type WebhookCheck = 'timestamp' | 'signature' | null;

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? undefined : value;

/**
 * Checks the timestamp (digits only, within `toleranceMs` of `now` either way) and the signature (constant-time
 * compare). A stale but correctly signed request is refused too: a captured webhook cannot be sent again later.
 */
export function checkWebhook(
  secret: string,
  request: { rawBody: Buffer; headers: Record<string, string | string[] | undefined> },
  now: number,
  toleranceMs: number,
): WebhookCheck {
  const timestamp = single(request.headers[TIMESTAMP_HEADER]);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return 'timestamp';
  if (Math.abs(now - Number(timestamp) * 1000) > toleranceMs) return 'timestamp';
  const header = single(request.headers[SIGNATURE_HEADER]);
  if (!header?.startsWith(SIGNATURE_PREFIX)) return 'signature';
  const hex = header.slice(SIGNATURE_PREFIX.length);
  if (!/^[0-9a-f]{64}$/i.test(hex)) return 'signature';
  const expected = signatureOf(secret, timestamp, request.rawBody);
  return timingSafeEqual(Buffer.from(hex, 'hex'), expected) ? null : 'signature';
}
