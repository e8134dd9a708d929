import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { boletoLine, dueFactor, randomFreeField } from './boletoLine';

describe('boletoLine', () => {
  it('builds a line any boleto parser accepts, with the amount and due date it was given', () => {
    for (const [dueDate, cents] of [
      ['2026-11-29', 16990],
      ['2025-02-21', 100],
      ['2025-02-22', 8990],
      ['2031-06-30', 99_999_999_99],
    ] as const) {
      const line = boletoLine('999', dueDate, cents, randomFreeField());
      expect(line).toMatch(/^\d{47}$/);
      expect(isValidBoleto(line)).toBe(true);
      const info = getBoletoInfo(line);
      expect(info?.amount).toBe(cents);
      expect(info?.expirationDate?.toISOString().slice(0, 10)).toBe(dueDate);
    }
  });

  it('fails the parser when one digit changes', () => {
    const line = boletoLine('999', '2026-11-29', 16990, '1234567890123456789012345');
    const broken = line.slice(0, 20) + ((Number(line[20]) + 1) % 10) + line.slice(21);
    expect(isValidBoleto(broken)).toBe(false);
  });

  it('rolls the due factor over after 9999 (2025-02-21)', () => {
    expect(dueFactor('2000-07-03')).toBe('1000');
    expect(dueFactor('2025-02-21')).toBe('9999');
    expect(dueFactor('2025-02-22')).toBe('1000');
  });
});
