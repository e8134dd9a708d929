import { createCircuitBreaker } from './circuitBreaker';

function breakerAt(clock: { t: number }) {
  return createCircuitBreaker({ failureThreshold: 3, coolDownMs: (n) => n * 1_000, now: () => clock.t });
}

describe('createCircuitBreaker', () => {
  it('lets requests through while closed, and a success forgets earlier failures', () => {
    const clock = { t: 0 };
    const breaker = breakerAt(clock);
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.state()).toBe('closed');
    expect(breaker.tryRequest()).toBe(true);
    breaker.recordSuccess();
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.state()).toBe('closed');
    expect(breaker.failures()).toBe(2);
  });

  it('opens after N consecutive failures and sends nothing during the cool-down', () => {
    const clock = { t: 0 };
    const breaker = breakerAt(clock);
    for (let i = 0; i < 3; i += 1) breaker.recordFailure();
    expect(breaker.state()).toBe('open');
    expect(breaker.tryRequest()).toBe(false);
    expect(breaker.msUntilRequest()).toBe(3_000);
    clock.t = 2_999;
    expect(breaker.tryRequest()).toBe(false);
    expect(breaker.msUntilRequest()).toBe(1);
  });

  it('lets exactly one probe through once the cool-down has passed', () => {
    const clock = { t: 0 };
    const breaker = breakerAt(clock);
    for (let i = 0; i < 3; i += 1) breaker.recordFailure();
    clock.t = 3_000;
    expect(breaker.tryRequest()).toBe(true);
    expect(breaker.state()).toBe('half-open');
    expect(breaker.tryRequest()).toBe(false);
    expect(breaker.msUntilRequest()).toBe(Number.POSITIVE_INFINITY);
  });

  it('closes when the probe succeeds', () => {
    const clock = { t: 0 };
    const breaker = breakerAt(clock);
    for (let i = 0; i < 3; i += 1) breaker.recordFailure();
    clock.t = 3_000;
    breaker.tryRequest();
    breaker.recordSuccess();
    expect(breaker.state()).toBe('closed');
    expect(breaker.failures()).toBe(0);
    expect(breaker.tryRequest()).toBe(true);
  });

  it('opens again, for longer, when the probe fails', () => {
    const clock = { t: 0 };
    const breaker = breakerAt(clock);
    for (let i = 0; i < 3; i += 1) breaker.recordFailure();
    clock.t = 3_000;
    breaker.tryRequest();
    breaker.recordFailure();
    expect(breaker.state()).toBe('open');
    expect(breaker.msUntilRequest()).toBe(4_000);
    expect(breaker.tryRequest()).toBe(false);
  });

  it('by default cools down along the back-off schedule', () => {
    const clock = { t: 0 };
    const breaker = createCircuitBreaker({ failureThreshold: 3, now: () => clock.t });
    for (let i = 0; i < 3; i += 1) breaker.recordFailure();
    // Third failure: the 4 s step of 1 s, 2 s, 4 s…, spread by at most 20 %.
    expect(breaker.msUntilRequest()).toBeGreaterThanOrEqual(3_200);
    expect(breaker.msUntilRequest()).toBeLessThanOrEqual(4_800);
  });
});
