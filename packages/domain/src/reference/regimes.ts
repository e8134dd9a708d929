import type { Option } from './options';

/** Tax regime of the company (spec 001 §3). */
export const CompanyRegime = {
  NENHUM: 0,
  SIMPLES_NACIONAL: 1,
  LUCRO_REAL: 2,
  LUCRO_PRESUMIDO: 3,
  SIMPLES_NACIONAL_EXCESSO: 4,
  MEI: 5,
} as const;
export type CompanyRegime = (typeof CompanyRegime)[keyof typeof CompanyRegime];

export const COMPANY_REGIME_LABELS: Readonly<Record<CompanyRegime, string>> = {
  0: 'Nenhum',
  1: 'Simples Nacional',
  2: 'Lucro Real',
  3: 'Lucro Presumido',
  4: 'Simples Nacional com excesso de receita',
  5: 'MEI',
};

/**
 * The tax-regime select of the sign-up, in the spec's order. Values are CompanyRegime codes, so the
 * sign-up stores the same code the company record uses.
 */
export const SIGNUP_REGIMES: readonly CompanyRegime[] = [5, 1, 4, 2, 3];

/** The sign-up select's options, ready for a select input. */
export const SIGNUP_REGIME_OPTIONS: readonly Option<CompanyRegime>[] = SIGNUP_REGIMES.map((value) => ({
  value,
  label: COMPANY_REGIME_LABELS[value],
}));

/** The sign-up select starts on Simples Nacional (spec 000 §9). */
export const DEFAULT_REGIME: CompanyRegime = CompanyRegime.SIMPLES_NACIONAL;

/** Regime code of the NF-e (CRT); MEI is 4 in the user entity. */
export const NfeRegime = {
  SIMPLES_NACIONAL: 1,
  SIMPLES_NACIONAL_EXCESSO: 2,
  REGIME_NORMAL: 3,
  MEI: 4,
} as const;
export type NfeRegime = (typeof NfeRegime)[keyof typeof NfeRegime];

export const NFE_REGIME_LABELS: Readonly<Record<NfeRegime, string>> = {
  1: 'Simples Nacional',
  2: 'Simples Nacional - excesso de sublimite de receita bruta',
  3: 'Regime Normal',
  4: 'Simples Nacional - Microempreendedor Individual (MEI)',
};

const NFE_REGIME_OF_COMPANY: Readonly<Partial<Record<number, NfeRegime>>> = {
  [CompanyRegime.SIMPLES_NACIONAL]: NfeRegime.SIMPLES_NACIONAL,
  [CompanyRegime.SIMPLES_NACIONAL_EXCESSO]: NfeRegime.SIMPLES_NACIONAL_EXCESSO,
  [CompanyRegime.LUCRO_REAL]: NfeRegime.REGIME_NORMAL,
  [CompanyRegime.LUCRO_PRESUMIDO]: NfeRegime.REGIME_NORMAL,
  [CompanyRegime.MEI]: NfeRegime.MEI,
};

/**
 * The NF-e regime of a company. A company with no regime (0) or an unknown one is treated as
 * Lucro Real, the spec's default, i.e. Regime Normal.
 */
export function nfeRegimeFromCompanyRegime(regime: number | null | undefined): NfeRegime {
  const mapped = regime != null ? NFE_REGIME_OF_COMPANY[regime] : undefined;
  return mapped ?? NfeRegime.REGIME_NORMAL;
}

/** Regime recorded on a product. */
export const ProductRegime = { NORMAL: 1, SIMPLES_NACIONAL: 2 } as const;
export type ProductRegime = (typeof ProductRegime)[keyof typeof ProductRegime];
export const PRODUCT_REGIME_LABELS: Readonly<Record<ProductRegime, string>> = {
  1: 'Regime Normal',
  2: 'Simples Nacional',
};

/** Special municipal taxation regime of the NFS-e (regEspTrib), labels of the NFS-e layout. */
export const MunicipalTaxation = {
  NENHUM: 0,
  MICROEMPRESA_MUNICIPAL: 1,
  ESTIMATIVA: 2,
  SOCIEDADE_PROFISSIONAIS: 3,
  COOPERATIVA: 4,
  MEI: 5,
  ME_EPP: 6,
} as const;
export type MunicipalTaxation = (typeof MunicipalTaxation)[keyof typeof MunicipalTaxation];
export const MUNICIPAL_TAXATION_LABELS: Readonly<Record<MunicipalTaxation, string>> = {
  0: 'Nenhum',
  1: 'Microempresa Municipal',
  2: 'Estimativa',
  3: 'Sociedade de Profissionais',
  4: 'Cooperativa',
  5: 'Microempresário Individual (MEI)',
  6: 'Microempresário e Empresa de Pequeno Porte (ME EPP)',
};
