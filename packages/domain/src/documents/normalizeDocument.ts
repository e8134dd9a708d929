/** The kinds of Brazilian tax id the product accepts in one CPF/CNPJ field. */
export type DocumentKind = 'cpf' | 'cnpj';

const ALPHANUMERIC_CNPJ = /^[0-9A-Z]{12}[0-9]{2}$/;

/** Keeps only digits: the spec's "strip non-digits" rule. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The canonical form of a CPF or CNPJ as typed: digits only, unless the value carries letters and then
 * reads as an alphanumeric CNPJ (12 letters/digits + 2 digits), which keeps its letters upper-cased.
 * Letters that cannot belong to an alphanumeric CNPJ are dropped with the punctuation.
 * The letters win over the digit count because '12.ABC.345/0001-35' has exactly 11 digits and must not
 * be read as a CPF; `isValidCpf` still strips every non-digit, as the spec's rule says.
 */
export function normalizeDocument(value: string | null | undefined): string {
  if (!value) return '';
  const alphanumeric = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (/[A-Z]/.test(alphanumeric) && ALPHANUMERIC_CNPJ.test(alphanumeric)) return alphanumeric;
  return onlyDigits(value);
}

/** 11 characters are a CPF, 14 a CNPJ; anything else is neither. */
export function documentKind(value: string | null | undefined): DocumentKind | null {
  const normalized = normalizeDocument(value);
  if (normalized.length === 11 && /^\d+$/.test(normalized)) return 'cpf';
  if (normalized.length === 14) return 'cnpj';
  return null;
}
