import { cnpjCheckDigits, cpfCheckDigits } from './checkDigits';
import { normalizeDocument, onlyDigits } from './normalizeDocument';

// Repeated-digit numbers (000…, 111…, 999…) pass the mod-11 arithmetic but are never issued;
// every real validator (Receita's own, @brazilian-utils) rejects them, and so do we. The spec
// itself only names the all-zeros CPF.
const isRepeated = (value: string): boolean => /^(.)\1*$/.test(value);

/** A CPF after stripping non-digits: 11 digits, not all the same, both check digits right. */
export function isValidCpf(value: string | null | undefined): boolean {
  const digits = onlyDigits(value ?? '');
  if (digits.length !== 11 || isRepeated(digits)) return false;
  return digits.slice(9) === cpfCheckDigits(digits.slice(0, 9));
}

/**
 * A CNPJ: 14 digits after stripping non-digits, or, since July 2026, the alphanumeric form
 * (12 letters/digits upper-cased + 2 numeric check digits, same weights, character value = code − 48).
 */
export function isValidCnpj(value: string | null | undefined): boolean {
  const digits = onlyDigits(value ?? '');
  const candidate = digits.length === 14 ? digits : normalizeDocument(value);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(candidate) || isRepeated(candidate)) return false;
  return candidate.slice(12) === cnpjCheckDigits(candidate.slice(0, 12));
}

/** The sign-up rule: 11 digits are checked as a CPF, 14 as a CNPJ, any other length is invalid. */
export function isValidCpfCnpj(value: string | null | undefined): boolean {
  return isValidCpf(value) || isValidCnpj(value);
}
