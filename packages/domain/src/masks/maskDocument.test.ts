import { maskCnpj, maskCpf, maskCpfCnpj } from './maskDocument';
import { typeInto } from './typeInto.testkit';

describe('maskCpf', () => {
  it('masks progressively while typing', () => {
    expect(typeInto(maskCpf, '52998224725')).toEqual([
      '5',
      '52',
      '529',
      '529.9',
      '529.98',
      '529.982',
      '529.982.2',
      '529.982.24',
      '529.982.247',
      '529.982.247-2',
      '529.982.247-25',
    ]);
  });

  it('ignores letters, extra digits and pasted punctuation', () => {
    expect(maskCpf('529a.982.247-25999')).toBe('529.982.247-25');
    expect(maskCpf('')).toBe('');
    expect(maskCpf(null)).toBe('');
  });
});

describe('maskCnpj', () => {
  it('masks a numeric CNPJ as 00.000.000/0000-00', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(typeInto(maskCnpj, '112223')).toEqual(['1', '11', '11.2', '11.22', '11.222', '11.222.3']);
  });

  it('accepts letters in the first 12 positions, upper-cased, but only digits as check digits', () => {
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12ABC34501DEX35')).toBe('12.ABC.345/01DE-35');
  });
});

describe('maskCpfCnpj', () => {
  it('uses the CPF mask up to 11 digits and switches to CNPJ from the 12th', () => {
    expect(maskCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(maskCpfCnpj('112223330001')).toBe('11.222.333/0001');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCpfCnpj('529.982.247-25')).toBe('529.982.247-25');
  });

  it('switches to the CNPJ mask as soon as a letter is typed', () => {
    expect(maskCpfCnpj('12A')).toBe('12.A');
    expect(maskCpfCnpj('12.ABC.345/0001-35')).toBe('12.ABC.345/0001-35');
  });

  it('re-masks a masked CNPJ that is being typed', () => {
    expect(typeInto(maskCpfCnpj, '11222333000181').slice(-3)).toEqual([
      '11.222.333/0001',
      '11.222.333/0001-8',
      '11.222.333/0001-81',
    ]);
  });
});
