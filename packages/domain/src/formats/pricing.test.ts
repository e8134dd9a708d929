import { totalFromMargin, totalFromMarkup } from './pricing';

describe('totalFromMargin', () => {
  it('is cost / (100 − margin) × 100', () => {
    expect(totalFromMargin(60, 40)).toBeCloseTo(100, 10);
    expect(totalFromMargin(80, 20)).toBeCloseTo(100, 10);
    expect(totalFromMargin(50, 0)).toBe(50);
  });

  it('differs from a markup of the same percentage', () => {
    expect(totalFromMargin(100, 50)).toBeCloseTo(200, 10);
    expect(totalFromMarkup(100, 50)).toBeCloseTo(150, 10);
  });

  it('has no price for a margin of 100 % or more', () => {
    expect(totalFromMargin(10, 100)).toBeNull();
    expect(totalFromMargin(10, 150)).toBeNull();
    expect(totalFromMargin(10, Number.NaN)).toBeNull();
  });
});

describe('totalFromMarkup', () => {
  it('is cost × markup / 100 + cost', () => {
    expect(totalFromMarkup(80, 25)).toBeCloseTo(100, 10);
    expect(totalFromMarkup(10, 0)).toBe(10);
    expect(totalFromMarkup(10, 200)).toBeCloseTo(30, 10);
  });

  it('gives null for non-numbers', () => {
    expect(totalFromMarkup(Number.NaN, 10)).toBeNull();
  });
});
