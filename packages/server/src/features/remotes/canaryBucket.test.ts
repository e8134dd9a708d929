import { canaryBucket, inCanary } from './canaryBucket';

describe('canaryBucket', () => {
  it('puts a visitor in the same bucket every time', () => {
    const id = '4f0c2a9e-6a51-4c1e-9f0b-1d2e3f4a5b6c';
    expect(canaryBucket(id)).toBe(canaryBucket(id));
    expect(canaryBucket(id)).toBeGreaterThanOrEqual(0);
    expect(canaryBucket(id)).toBeLessThan(100);
  });

  it('spreads ids evenly: each decile of buckets holds about a tenth of 10,000 visitors', () => {
    const deciles = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i += 1) deciles[Math.floor(canaryBucket(`visitante-${i}`) / 10)]! += 1;
    for (const count of deciles) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it('gives a canary to a visitor below its percentage, never at 0 and always at 100', () => {
    const id = 'visitante-teste-1';
    const bucket = canaryBucket(id);
    expect(inCanary(id, bucket)).toBe(false);
    expect(inCanary(id, bucket + 1)).toBe(true);
    expect(inCanary(id, 0)).toBe(false);
    expect(inCanary(id, 100)).toBe(true);
  });
});
