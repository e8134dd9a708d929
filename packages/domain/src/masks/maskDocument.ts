import { applyPattern } from './applyPattern';

/** CPF mask of the product. */
export const CPF_MASK = '000.000.000-00';
/** CNPJ mask of the spec; the first 12 positions also take letters (alphanumeric CNPJ, July 2026). */
export const CNPJ_MASK = '00.000.000/0000-00';
const CNPJ_PATTERN = 'AA.AAA.AAA/AAAA-00';

/** Masks a CPF as it is typed: 000.000.000-00. */
export function maskCpf(value: string | null | undefined): string {
  return applyPattern((value ?? '').replace(/\D/g, ''), CPF_MASK);
}

/** Masks a CNPJ as it is typed: 00.000.000/0000-00, letters upper-cased in the first 12 positions. */
export function maskCnpj(value: string | null | undefined): string {
  return applyPattern(value, CNPJ_PATTERN);
}

/**
 * One field for both documents: a CPF mask while at most 11 digits and no letter have been typed,
 * the CNPJ mask from the 12th digit or the first letter on.
 */
export function maskCpfCnpj(value: string | null | undefined): string {
  const typed = (value ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (/[A-Z]/.test(typed) || typed.length > 11) return maskCnpj(typed);
  return maskCpf(typed);
}
