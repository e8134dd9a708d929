import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  const middle = () => 0.5;

  it('waits 1 s, 2 s, 4 s, 8 s… and never more than the cap', () => {
    const schedule = [0, 1, 2, 3, 4, 5, 6, 10].map((retry) => backoffDelay(retry, { random: middle }));
    expect(schedule).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('spreads each wait by at most 20 % either way, still under the cap', () => {
    expect(backoffDelay(0, { random: () => 0 })).toBe(800);
    expect(backoffDelay(0, { random: () => 0.999_999 })).toBe(1_200);
    expect(backoffDelay(2, { random: () => 0 })).toBe(3_200);
    expect(backoffDelay(8, { random: () => 0.999_999 })).toBe(30_000);
  });

  it('gives different pages different waits', () => {
    const waits = new Set(Array.from({ length: 20 }, () => backoffDelay(3)));
    expect(waits.size).toBeGreaterThan(1);
    for (const w of waits) {
      expect(w).toBeGreaterThanOrEqual(6_400);
      expect(w).toBeLessThanOrEqual(9_600);
    }
  });
});
