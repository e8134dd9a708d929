import type { RateLimitSettings } from '../../config/config';
import { MESSAGES } from '@erp/domain';
import type { LimitKey } from '../../auth/failureLimiter';

/**
 * Failure counters. The per-account key is shared by login and password change, so a stolen session cannot be used to
 * guess the password either; the per-address keys are per flow.
 */
export function accountKey(settings: RateLimitSettings, email: string): LimitKey {
  return { key: `conta:${email.toLowerCase()}`, max: settings.maxFailuresPerEmail };
}

export function addressKey(settings: RateLimitSettings, flow: string, ip: string): LimitKey {
  return { key: `${flow}:ip:${ip}`, max: settings.maxFailuresPerIp };
}

/**
 * New accounts per address (CONTRACT: 30 an hour). Counted with the same limiter as failed sign-ins, but each
 * successful sign-up is what is recorded: a sales event from one office still fits, a script creating accounts does not.
 */
export function signupKey(settings: RateLimitSettings, ip: string): LimitKey {
  return {
    key: `cadastro:ip:${ip}`,
    max: settings.maxSignupsPerIp,
    windowMs: settings.signupWindowMs,
    message: MESSAGES.signup.tooManySignups,
  };
}
