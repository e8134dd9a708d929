import {
  EMAIL_MAX_LENGTH,
  MESSAGES,
  normalizeEmail,
  validateEmail,
  validateMatch,
  validatePassword,
} from '@erp/domain';

type Rule = (value: string) => string | null;

// Spec 000 words the auth area's required/e-mail messages itself ('Campo obrigatório!', 'E-mail inválido.');
// one screen should not mix them with the generic 'Campo Obrigatório!' of spec 001, so every auth field uses them.
const REQUIRED = MESSAGES.recovery.required;
const requiredFirst =
  (rule: Rule): Rule =>
  (value) =>
    value === '' ? REQUIRED : rule(value);

/** E-mail: required, valid, at most 50 characters (spec 000 §5). */
export const emailRule: Rule = (value) => validateEmail(value, 'recovery');

/** Password: required, at least 6 characters; the minimum's text is the domain's generic one. */
export const passwordRule: Rule = requiredFirst(validatePassword);

/** Confirmation: required and equal to the password it confirms (error matchOther). */
export function confirmationRule(value: string, password: string): string | null {
  return value === '' ? REQUIRED : validateMatch(value, password);
}

/** What an e-mail field keeps of what was typed: lower-cased and capped at the maximum length. */
export function typedEmail(typed: string): string {
  return normalizeEmail(typed).slice(0, EMAIL_MAX_LENGTH);
}
