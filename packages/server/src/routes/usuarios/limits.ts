import type { RateLimitSettings } from '../../config/config';
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
