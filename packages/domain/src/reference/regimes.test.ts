import {
  SIGNUP_REGIME_OPTIONS,
  COMPANY_REGIME_LABELS,
  CompanyRegime,
  DEFAULT_REGIME,
  MunicipalTaxation,
  nfeRegimeFromCompanyRegime,
  NfeRegime,
  ProductRegime,
  SIGNUP_REGIMES,
} from './regimes';

describe('regimes', () => {
  it('company regime codes of the spec', () => {
    expect(CompanyRegime).toEqual({
      NENHUM: 0,
      SIMPLES_NACIONAL: 1,
      LUCRO_REAL: 2,
      LUCRO_PRESUMIDO: 3,
      SIMPLES_NACIONAL_EXCESSO: 4,
      MEI: 5,
    });
  });

  it('the sign-up select lists the five regimes in the spec order and starts on Simples Nacional', () => {
    expect(SIGNUP_REGIMES.map((r) => COMPANY_REGIME_LABELS[r])).toEqual([
      'MEI',
      'Simples Nacional',
      'Simples Nacional com excesso de receita',
      'Lucro Real',
      'Lucro Presumido',
    ]);
    expect(COMPANY_REGIME_LABELS[DEFAULT_REGIME]).toBe('Simples Nacional');
    expect(SIGNUP_REGIME_OPTIONS[0]).toEqual({ value: 5, label: 'MEI' });
  });

  it('maps company regime to NF-e regime', () => {
    expect(nfeRegimeFromCompanyRegime(CompanyRegime.SIMPLES_NACIONAL)).toBe(NfeRegime.SIMPLES_NACIONAL);
    expect(nfeRegimeFromCompanyRegime(CompanyRegime.SIMPLES_NACIONAL_EXCESSO)).toBe(2);
    expect(nfeRegimeFromCompanyRegime(CompanyRegime.LUCRO_REAL)).toBe(3);
    expect(nfeRegimeFromCompanyRegime(CompanyRegime.LUCRO_PRESUMIDO)).toBe(3);
    expect(nfeRegimeFromCompanyRegime(CompanyRegime.MEI)).toBe(4);
  });

  it('defaults to what Lucro Real maps to for no regime or an unknown one', () => {
    const lucroReal = nfeRegimeFromCompanyRegime(CompanyRegime.LUCRO_REAL);
    expect(nfeRegimeFromCompanyRegime(CompanyRegime.NENHUM)).toBe(lucroReal);
    expect(nfeRegimeFromCompanyRegime(77)).toBe(lucroReal);
    expect(nfeRegimeFromCompanyRegime(null)).toBe(lucroReal);
  });

  it('product regime and municipal taxation codes', () => {
    expect(ProductRegime).toEqual({ NORMAL: 1, SIMPLES_NACIONAL: 2 });
    expect(Object.values(MunicipalTaxation)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
