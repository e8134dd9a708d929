import { median, percentile } from './stats';

describe('percentile (nearest rank)', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => 20 - i); // 20 … 1, unsorted on purpose

  it('takes the 19th of 20 values for p95, not the maximum', () => {
    expect(percentile(twenty, 0.95)).toBe(19);
    expect(percentile(twenty, 1)).toBe(20);
  });

  it('takes the 10th of 20 for the median and the first for the smallest quantiles', () => {
    expect(percentile(twenty, 0.5)).toBe(10);
    expect(percentile(twenty, 0.01)).toBe(1);
    expect(percentile(twenty, 0)).toBe(1);
  });

  it('takes the 95th of 100 for p95 and the 99th for p99', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.99)).toBe(99);
  });

  it('gives 0 for no values and the value for one', () => {
    expect(percentile([], 0.95)).toBe(0);
    expect(percentile([7], 0.95)).toBe(7);
  });
});

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});
