import type { BillingSettings } from './serverConfig';
import { positiveInt, text, type Env } from './envValues';

/** `BILLING_*`: the provider, the webhook's secret and time window, the charges' due date. */
export function billingSettings(env: Env): BillingSettings {
  const provider = text(env, 'BILLING_PROVIDER') ?? 'local';
  if (provider !== 'local')
    throw new Error(
      `Variável de ambiente BILLING_PROVIDER inválida: "${provider}" (provedores disponíveis: local).`,
    );
  const webhookSecret = text(env, 'BILLING_WEBHOOK_SECRET');
  if (webhookSecret !== null && webhookSecret.length < 32)
    throw new Error(
      'Variável de ambiente BILLING_WEBHOOK_SECRET inválida: use ao menos 32 caracteres aleatórios.',
    );
  return {
    provider,
    webhookSecret,
    webhookToleranceMs: positiveInt(env, 'BILLING_WEBHOOK_TOLERANCE_SECONDS', 300) * 1000,
    dueDays: positiveInt(env, 'BILLING_DUE_DAYS', 3),
  };
}
