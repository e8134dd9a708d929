import type { RateLimitSettings } from '../../config/config';
import { MESSAGES } from '@erp/domain';
import type { LimitKey } from '../../auth/failureLimiter';

/**
 * Failures on one account from every address. Never a lock (anyone could lock anyone out with it): past `max` each
 * further attempt on the account waits longer before its password is checked (see `loginDelayMs`).
 */
export function accountKey(settings: RateLimitSettings, email: string): LimitKey {
  return { key: `conta:${email.toLowerCase()}`, max: settings.maxFailuresPerEmail };
}

/**
 * Failures on one account from one address: the lock that stops a guesser within about ten tries while the owner,
 * from their own address, still signs in. Shared by login and password change, so a stolen session cannot be used to
 * guess the password either.
 */
export function accountAddressKey(settings: RateLimitSettings, email: string, ip: string): LimitKey {
  return { key: `conta:${email.toLowerCase()}:ip:${ip}`, max: settings.maxFailuresPerEmail };
}

export function addressKey(settings: RateLimitSettings, flow: string, ip: string): LimitKey {
  return { key: `${flow}:ip:${ip}`, max: settings.maxFailuresPerIp };
}

/** Reset e-mails actually sent, per account and per address (mail-bombing), within the reset window. */
export function resetSentKeys(settings: RateLimitSettings, email: string, ip: string): LimitKey[] {
  const common = { windowMs: settings.resetWindowMs, message: MESSAGES.http.tooManyResets };
  return [
    { key: `reset-enviado:${email.toLowerCase()}`, max: settings.maxResetsPerEmail, ...common },
    { key: `reset-enviado:ip:${ip}`, max: settings.maxResetsPerIp, ...common },
  ];
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
