import { isValidEmail } from '@brazilian-utils/brazilian-utils/is-valid-email';
import { EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/constants';
import { isValidCpfCnpj } from '../documents/validateDocuments';
import { RECOVERY_MESSAGES } from '../messages/authMessages';
import { VALIDATION_MESSAGES } from '../messages/validationMessages';

/** A validator answers the message to show, or null when the value is fine. */
export type ValidationResult = string | null;

/**
 * Which wording an e-mail field uses: the generic field messages of spec 001 §5, or the password
 * recovery screen's own ('Campo obrigatório!', 'E-mail inválido.') of spec 000 §5.
 */
export type EmailMessageVariant = 'generic' | 'recovery';

const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

/** Required field. */
export function validateRequired(value: string | null | undefined): ValidationResult {
  return isBlank(value) ? VALIDATION_MESSAGES.required : null;
}

/** E-mail: required, valid format, at most 50 characters. */
export function validateEmail(
  value: string | null | undefined,
  variant: EmailMessageVariant = 'generic',
): ValidationResult {
  const texts =
    variant === 'recovery'
      ? { required: RECOVERY_MESSAGES.required, invalid: RECOVERY_MESSAGES.invalidEmail }
      : { required: VALIDATION_MESSAGES.required, invalid: VALIDATION_MESSAGES.email };
  if (value == null || isBlank(value)) return texts.required;
  if (!isValidEmail(value.trim())) return texts.invalid;
  if (value.length > EMAIL_MAX_LENGTH) return VALIDATION_MESSAGES.maxLength(EMAIL_MAX_LENGTH);
  return null;
}

/** E-mail fields lower-case what is typed (spec 000 §5). */
export function normalizeEmail(value: string): string {
  return value.toLowerCase();
}

/** Password: required, at least 6 characters. */
export function validatePassword(value: string | null | undefined): ValidationResult {
  if (value == null || value === '') return VALIDATION_MESSAGES.required;
  return value.length < PASSWORD_MIN_LENGTH ? VALIDATION_MESSAGES.minLength(PASSWORD_MIN_LENGTH) : null;
}

/** Confirmation: required and equal to the other field (error matchOther). */
export function validateMatch(
  value: string | null | undefined,
  other: string | null | undefined,
): ValidationResult {
  if (value == null || value === '') return VALIDATION_MESSAGES.required;
  return value === other ? null : VALIDATION_MESSAGES.match;
}

/** CPF or CNPJ: required and valid (error documentoInvalido). */
export function validateCpfCnpj(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return VALIDATION_MESSAGES.required;
  return isValidCpfCnpj(value) ? null : VALIDATION_MESSAGES.document;
}

/** An absolute http(s) address (help links, brand images, allowed origins); other schemes and plain text are not. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
