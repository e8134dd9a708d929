import { isValidCnpj as libIsValidCnpj, isValidCpf as libIsValidCpf } from '@brazilian-utils/brazilian-utils';
import { isValidCnpj, isValidCpf, isValidCpfCnpj } from './validateDocuments';

// An independent rendering of the Receita Federal rule, so the tests do not trust the code under test.
function digit(base: string, firstWeight: number, cycle: boolean): number {
  let weight = firstWeight;
  let sum = 0;
  for (const char of base) {
    sum += (char.charCodeAt(0) - 48) * weight;
    weight = cycle && weight === 2 ? 9 : weight - 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}
function makeCpf(base9: string): string {
  const d1 = digit(base9, 10, false);
  return `${base9}${d1}${digit(`${base9}${d1}`, 11, false)}`;
}
function makeCnpj(base12: string): string {
  const d1 = digit(base12, 5, true);
  return `${base12}${d1}${digit(`${base12}${d1}`, 6, true)}`;
}
function wrongLastDigit(doc: string): string {
  const last = Number(doc.slice(-1));
  return `${doc.slice(0, -1)}${(last + 1) % 10}`;
}

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09', ' 390.533.447-05 '])(
    'accepts the known valid CPF %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );

  it.each(['529.982.247-24', '529.982.247-15', '123.456.789-00', '111.444.777-53'])(
    'rejects %s, whose check digits are wrong',
    (cpf) => expect(isValidCpf(cpf)).toBe(false),
  );

  it('rejects the all-zeros CPF and every repeated-digit CPF, although their check digits add up', () => {
    expect(isValidCpf('000.000.000-00')).toBe(false);
    for (let d = 0; d <= 9; d++) {
      const repeated = String(d).repeat(11);
      expect(makeCpf(String(d).repeat(9))).toBe(repeated);
      expect(isValidCpf(repeated)).toBe(false);
    }
  });

  it('rejects other lengths and empty values', () => {
    for (const value of ['', null, undefined, '5299822472', '529982247255', '52998224725000']) {
      expect(isValidCpf(value)).toBe(false);
    }
  });

  it('agrees with the algorithm and with @brazilian-utils on computed CPFs', () => {
    for (let i = 0; i < 300; i++) {
      const base = String((i * 7_919_311 + 123_457) % 1_000_000_000).padStart(9, '0');
      const cpf = makeCpf(base);
      if (/^(.)\1*$/.test(cpf)) continue;
      expect(isValidCpf(cpf)).toBe(true);
      expect(libIsValidCpf(cpf)).toBe(true);
      expect(isValidCpf(wrongLastDigit(cpf))).toBe(false);
    }
  });
});

describe('isValidCnpj (numeric)', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '11.444.777/0001-61', '12.345.678/0001-95'])(
    'accepts the known valid CNPJ %s',
    (cnpj) => expect(isValidCnpj(cnpj)).toBe(true),
  );

  it.each(['11.222.333/0001-82', '11.222.333/0001-18', '12.345.678/0001-90'])('rejects %s', (cnpj) =>
    expect(isValidCnpj(cnpj)).toBe(false),
  );

  it('rejects 00.000.000/0000-00 although its check digits add up', () => {
    expect(makeCnpj('000000000000')).toBe('00000000000000');
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
  });

  it('agrees with the algorithm and with @brazilian-utils on computed CNPJs', () => {
    for (let i = 0; i < 300; i++) {
      const base = String((i * 982_451_653 + 1_000_003) % 1_000_000_000_000).padStart(12, '0');
      const cnpj = makeCnpj(base);
      expect(isValidCnpj(cnpj)).toBe(true);
      expect(libIsValidCnpj(cnpj)).toBe(true);
      expect(isValidCnpj(wrongLastDigit(cnpj))).toBe(false);
    }
  });
});

describe('isValidCnpj (alphanumeric, in force since July 2026)', () => {
  it('accepts the Receita Federal published example 12.ABC.345/01DE-35, masked, bare or lower-case', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('rejects the example with a wrong check digit or a letter in the check digits', () => {
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-53')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
  });

  it('values each character as its char code − 48 with the numeric weights', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 200; i++) {
      let base = '';
      for (let j = 0; j < 12; j++) base += alphabet[(i * 31 + j * 17 + i * j) % alphabet.length];
      const cnpj = makeCnpj(base);
      expect(isValidCnpj(cnpj)).toBe(true);
      expect(libIsValidCnpj(cnpj, { version: 2 })).toBe(true);
      expect(isValidCnpj(wrongLastDigit(cnpj))).toBe(false);
    }
  });
});

describe('isValidCpfCnpj', () => {
  it('checks 11 digits as a CPF and 14 as a CNPJ', () => {
    expect(isValidCpfCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCpfCnpj('529.982.247-24')).toBe(false);
    expect(isValidCpfCnpj('11.222.333/0001-80')).toBe(false);
  });

  it('treats any other length as invalid', () => {
    for (const value of ['', '123', '5299822472', '529982247251', '1122233300018', '112223330001811']) {
      expect(isValidCpfCnpj(value)).toBe(false);
    }
  });

  it('rejects the all-zeros CPF', () => {
    expect(isValidCpfCnpj('00000000000')).toBe(false);
  });
});
