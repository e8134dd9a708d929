import type { Clock } from '../../../auth/clock';
import type { ServerConfig } from '../../../config/config';
import type { BillingProvider } from './billingProvider';
import { createLocalProvider, type DeliverWebhook, type LocalBillingProvider } from './localProvider';
import { resolveWebhookSecret } from './webhookSecret';

/** The billing provider of this deployment; `local` is set when it is the embedded one (it can pay its charges). */
export interface Billing {
  provider: BillingProvider;
  local: LocalBillingProvider | null;
  /** Days from issue to due date. */
  dueDays: number;
}

/** Builds the configured provider; `deliver` is how the local provider reaches the API's webhook route. */
export function createBilling(config: ServerConfig, clock: Clock, deliver: DeliverWebhook): Billing {
  const settings = config.billing;
  const local = createLocalProvider({
    secret: resolveWebhookSecret(settings.webhookSecret, config.dataDir),
    toleranceMs: settings.webhookToleranceMs,
    clock,
    paymentPageUrl: config.devBilling ? new URL('/dev/cobrancas', config.publicApiUrl).href : null,
    deliver,
  });
  return { provider: local, local, dueDays: settings.dueDays };
}
