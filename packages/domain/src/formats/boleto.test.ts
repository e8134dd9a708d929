import { formatBoletoLine } from './boleto';

describe('formatBoletoLine', () => {
  it('groups a 47-digit line as banks print it', () => {
    expect(formatBoletoLine('10491443385511900000200000000141325230000093423')).toBe(
      '10491.44338 55119.000002 00000.000141 3 25230000093423',
    );
  });

  it('leaves anything else as it is', () => {
    expect(formatBoletoLine('123')).toBe('123');
    expect(formatBoletoLine('1049144338551190000020000000014132523000009342a')).toBe(
      '1049144338551190000020000000014132523000009342a',
    );
  });
});
