import { padNcm } from './ncm';

describe('padNcm', () => {
  it('left-pads with zeros to 8 digits', () => {
    expect(padNcm(1012100)).toBe('01012100');
    expect(padNcm('2013000')).toBe('02013000');
    expect(padNcm('84713012')).toBe('84713012');
    expect(padNcm(123)).toBe('00000123');
  });

  it('reads punctuated codes and leaves empty values empty', () => {
    expect(padNcm('0101.21.00')).toBe('01012100');
    expect(padNcm(null)).toBe('');
    expect(padNcm('')).toBe('');
  });
});
