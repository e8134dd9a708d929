import { formatBRL, parseBRL } from './currency';

describe('formatBRL', () => {
  it("writes 'R$ ', dot thousands, comma decimals and always 2 decimals", () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(5)).toBe('R$ 5,00');
    expect(formatBRL(0.5)).toBe('R$ 0,50');
    expect(formatBRL(1234567.891)).toBe('R$ 1.234.567,89');
    expect(formatBRL(100)).toBe('R$ 100,00');
    expect(formatBRL(1000)).toBe('R$ 1.000,00');
  });

  it('puts the sign of a negative before the prefix', () => {
    expect(formatBRL(-1234.56)).toBe('-R$ 1.234,56');
    expect(formatBRL(-0.01)).toBe('-R$ 0,01');
  });

  it('never shows a negative zero', () => {
    expect(formatBRL(-0.001)).toBe('R$ 0,00');
    expect(formatBRL(-0)).toBe('R$ 0,00');
  });

  it('rounds half cents away from zero despite binary fractions', () => {
    expect(formatBRL(1.005)).toBe('R$ 1,01');
    expect(formatBRL(-1.005)).toBe('-R$ 1,01');
    expect(formatBRL(0.1 + 0.2)).toBe('R$ 0,30');
  });

  it('uses plain spaces only', () => {
    expect(formatBRL(1)).not.toMatch(/\u00a0/);
  });

  it('gives an empty string for missing values', () => {
    expect(formatBRL(null)).toBe('');
    expect(formatBRL(undefined)).toBe('');
    expect(formatBRL(Number.NaN)).toBe('');
  });
});

describe('parseBRL', () => {
  it('reads what formatBRL writes', () => {
    for (const value of [0, 0.5, 1234.56, -1234.56, 1234567.89]) {
      expect(parseBRL(formatBRL(value))).toBeCloseTo(value, 10);
    }
  });

  it('reads typed pt-BR amounts and either negative style', () => {
    expect(parseBRL('1234,5')).toBe(1234.5);
    expect(parseBRL('1.234')).toBe(1234);
    expect(parseBRL('R$ -1.234,56')).toBe(-1234.56);
    expect(parseBRL('-R$\u00a01.234,56')).toBe(-1234.56);
    expect(parseBRL(',5')).toBe(0.5);
    expect(parseBRL('(1.234,56)')).toBe(-1234.56);
  });

  it('gives null when there is no amount', () => {
    expect(parseBRL('')).toBeNull();
    expect(parseBRL('R$ ')).toBeNull();
    expect(parseBRL('abc')).toBeNull();
    expect(parseBRL('1,2,3')).toBeNull();
    expect(parseBRL(null)).toBeNull();
  });
});
