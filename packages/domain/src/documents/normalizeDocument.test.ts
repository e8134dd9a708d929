import { documentKind, normalizeDocument, onlyDigits } from './normalizeDocument';

describe('normalizeDocument', () => {
  it('strips punctuation from CPFs and numeric CNPJs', () => {
    expect(normalizeDocument('529.982.247-25')).toBe('52998224725');
    expect(normalizeDocument(' 11.222.333/0001-81 ')).toBe('11222333000181');
  });

  it('keeps the letters of an alphanumeric CNPJ, upper-cased', () => {
    expect(normalizeDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('keeps letters when an alphanumeric CNPJ has exactly 11 digits, which must not turn it into a CPF', () => {
    expect(normalizeDocument('12.ABC.345/0001-35')).toBe('12ABC345000135');
    expect(documentKind('12.ABC.345/0001-35')).toBe('cnpj');
  });

  it('drops letters that cannot make an alphanumeric CNPJ', () => {
    expect(normalizeDocument('529.982.247-25 (cpf)')).toBe('52998224725');
    expect(normalizeDocument('12.ABC.345/01DE-3A')).toBe('12345013');
  });

  it('gives an empty string for empty values', () => {
    expect(normalizeDocument(null)).toBe('');
    expect(normalizeDocument(undefined)).toBe('');
    expect(onlyDigits('a-b')).toBe('');
  });
});

describe('documentKind', () => {
  it('reads 11 characters as cpf, 14 as cnpj, anything else as null', () => {
    expect(documentKind('529.982.247-25')).toBe('cpf');
    expect(documentKind('11.222.333/0001-81')).toBe('cnpj');
    expect(documentKind('12.ABC.345/01DE-35')).toBe('cnpj');
    expect(documentKind('1234')).toBeNull();
  });
});
