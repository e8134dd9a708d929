import { daysUntil, isIndefiniteTrial, subscriptionState, TRIAL_THRESHOLD_DAYS } from './subscriptionState';

describe('subscriptionState', () => {
  it('reads the trial and blocked flags as the spec says', () => {
    expect(subscriptionState({ trial: true, bloqueada: false })).toBe('trial');
    expect(subscriptionState({ trial: true, bloqueada: true })).toBe('trialExpirado');
    expect(subscriptionState({ trial: false, bloqueada: true })).toBe('inadimplente');
    expect(subscriptionState({ trial: false, bloqueada: false })).toBe('ativa');
  });
});

describe('daysUntil', () => {
  const now = new Date('2026-05-10T15:00:00Z');

  it('counts calendar days to the due date', () => {
    expect(daysUntil('2026-05-20', now)).toBe(10);
    expect(daysUntil('2026-05-10', now)).toBe(0);
    expect(daysUntil('2026-05-01T12:00:00Z', now)).toBe(-9);
  });

  it('counts on the São Paulo calendar, not UTC', () => {
    // 23:30 in São Paulo on 10 May is already 11 May in UTC.
    const lateEvening = new Date('2026-05-11T02:30:00Z');
    expect(daysUntil('2026-05-11', lateEvening)).toBe(1);
  });

  it('gives null without a date', () => {
    expect(daysUntil(null, now)).toBeNull();
    expect(daysUntil('', now)).toBeNull();
    expect(daysUntil('garbage', now)).toBeNull();
  });
});

describe('isIndefiniteTrial', () => {
  const now = new Date('2026-05-10T15:00:00Z');
  const inDays = (n: number) => new Date(Date.UTC(2026, 4, 10 + n, 15)).toISOString();

  it('is true only for a trial with more than 999 days to expiry', () => {
    expect(TRIAL_THRESHOLD_DAYS).toBe(999);
    expect(isIndefiniteTrial({ trial: true, dataVencimento: inDays(1000) }, now)).toBe(true);
    expect(isIndefiniteTrial({ trial: true, dataVencimento: inDays(999) }, now)).toBe(false);
    expect(isIndefiniteTrial({ trial: false, dataVencimento: inDays(5000) }, now)).toBe(false);
    expect(isIndefiniteTrial({ trial: true, dataVencimento: null }, now)).toBe(false);
  });
});
