import {
  EMAIL_MAX_LENGTH,
  FIELD_MESSAGES,
  isEmail,
  PASSWORD_MIN_LENGTH,
} from './domainCatalogue';

/** Field messages spec 000 §5 words itself; the rest come from the domain's generic catalogue. */
export const REQUIRED_MESSAGE = 'Campo obrigatório!';
export const INVALID_EMAIL_MESSAGE = 'E-mail inválido.';

type Rule = (value: string) => string | null;

/** E-mail: required, valid, at most EMAIL_MAX_LENGTH characters. */
export const emailRule: Rule = (value) => {
  if (!value.trim()) return REQUIRED_MESSAGE;
  if (!isEmail(value)) return INVALID_EMAIL_MESSAGE;
  if (value.length > EMAIL_MAX_LENGTH) return FIELD_MESSAGES.max(EMAIL_MAX_LENGTH);
  return null;
};

/** Password: required, at least PASSWORD_MIN_LENGTH characters. */
export const passwordRule: Rule = (value) => {
  if (!value) return REQUIRED_MESSAGE;
  if (value.length < PASSWORD_MIN_LENGTH) return FIELD_MESSAGES.min(PASSWORD_MIN_LENGTH);
  return null;
};

/** Confirmation: required and equal to the password it confirms (error matchOther). */
export function confirmationRule(value: string, password: string): string | null {
  if (!value) return REQUIRED_MESSAGE;
  if (value !== password) return FIELD_MESSAGES.matchOther;
  return null;
}

/** What the e-mail field keeps of what was typed: lower-cased and capped, as spec 000 §5 asks. */
export function normaliseEmail(typed: string): string {
  return typed.toLowerCase().slice(0, EMAIL_MAX_LENGTH);
}
