import { applyPattern } from './applyPattern';

/** Mobile numbers: 11 digits. */
export const PHONE_MASK_11 = '(00) 0 0000-0000';
/** Every other length; the trailing 9 is an optional digit. */
export const PHONE_MASK = '(00) 0000-00009';

/** Masks a phone number as it is typed: '(00) 0 0000-0000' for 11 digits, otherwise '(00) 0000-00009'. */
export function maskPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 11);
  return applyPattern(digits, digits.length === 11 ? PHONE_MASK_11 : PHONE_MASK);
}
