import { STATES } from '../reference/states';
import { BusinessSegment } from '../reference/business';
import { SIGNUP_REGIMES } from '../reference/regimes';
import { onlyDigits } from '../documents/normalizeDocument';
import {
  SIGNUP_FIELD_LABELS,
  SIGNUP_FIRST_FAILURE_MESSAGES,
  SIGNUP_MESSAGES,
  SIGNUP_ROLES,
} from '../messages/signupMessages';
import { VALIDATION_MESSAGES } from '../messages/validationMessages';
import {
  validateCpfCnpj,
  validateEmail,
  validateMatch,
  validatePassword,
  validateRequired,
  type ValidationResult,
} from '../validation/validators';
import type { SignupField } from './signupFields';

/** What the user typed, as the form and the API's body carry it. */
export interface SignupValues {
  email?: string | null;
  emailconfirmar?: string | null;
  nome?: string | null;
  empresa?: string | null;
  telefone?: string | null;
  cpfCnpj?: string | null;
  regime?: number | null;
  senha?: string | null;
  confirmaSenha?: string | null;
  estado?: string | null;
  /** IBGE code of the municipality, as a text (`Ceps/ngcidades` answers it). */
  cidade?: string | null;
  seguimento?: string | null;
  cargo?: string | null;
  termos?: boolean | null;
}

/** Longest name (person or company) the sign-up accepts. */
export const SIGNUP_NAME_MAX_LENGTH = 100;

const SEGMENTS: readonly string[] = Object.values(BusinessSegment);
const ROLES: readonly string[] = SIGNUP_ROLES;

function name(value: string | null | undefined): ValidationResult {
  const required = validateRequired(value);
  if (required) return required;
  return (value ?? '').trim().length > SIGNUP_NAME_MAX_LENGTH
    ? VALIDATION_MESSAGES.maxLength(SIGNUP_NAME_MAX_LENGTH)
    : null;
}

function oneOf(value: string | null | undefined, allowed: readonly string[]): ValidationResult {
  return validateRequired(value) ?? (allowed.includes(value ?? '') ? null : VALIDATION_MESSAGES.invalid);
}

// A landline has 10 digits, a mobile 11 (the phone mask's two shapes).
function phone(value: string | null | undefined): ValidationResult {
  const digits = onlyDigits(value ?? '').length;
  if (digits === 0) return VALIDATION_MESSAGES.required;
  return digits === 10 || digits === 11 ? null : VALIDATION_MESSAGES.format;
}

const RULES: Record<SignupField, (values: SignupValues) => ValidationResult> = {
  empresa: (v) => name(v.empresa),
  cpfCnpj: (v) => validateCpfCnpj(v.cpfCnpj),
  regime: (v) =>
    v.regime == null
      ? VALIDATION_MESSAGES.required
      : (SIGNUP_REGIMES as readonly number[]).includes(v.regime)
        ? null
        : VALIDATION_MESSAGES.invalid,
  nome: (v) => name(v.nome),
  telefone: (v) => phone(v.telefone),
  email: (v) => validateEmail(v.email),
  // E-mails are compared as stored: lower-cased and trimmed.
  emailconfirmar: (v) =>
    validateMatch(v.emailconfirmar?.trim().toLowerCase(), (v.email ?? '').trim().toLowerCase()),
  senha: (v) => validatePassword(v.senha),
  confirmaSenha: (v) => validateMatch(v.confirmaSenha, v.senha),
  estado: (v) =>
    validateRequired(v.estado) ??
    (STATES.some((s) => s.uf === v.estado) ? null : VALIDATION_MESSAGES.invalid),
  cidade: (v) =>
    validateRequired(v.cidade) ?? (/^\d{7}$/.test(v.cidade ?? '') ? null : VALIDATION_MESSAGES.invalid),
  seguimento: (v) => oneOf(v.seguimento, SEGMENTS),
  cargo: (v) => oneOf(v.cargo, ROLES),
  termos: (v) => (v.termos === true ? null : SIGNUP_MESSAGES.termsRequired),
};

/** The message shown under one field, or null when it is fine. */
export function signupFieldError(field: SignupField, values: SignupValues): ValidationResult {
  return RULES[field](values);
}

/** The messages of every failing field among `fields` (shown only after a submit, spec 000 §5). */
export function signupFieldErrors(
  values: SignupValues,
  fields: readonly SignupField[],
): Partial<Record<SignupField, string>> {
  const errors: Partial<Record<SignupField, string>> = {};
  for (const field of fields) {
    const error = RULES[field](values);
    if (error) errors[field] = error;
  }
  return errors;
}

// The spec lists its first-failure warnings in this order; the fields it does not word come after them.
const FAILURE_ORDER: readonly SignupField[] = [
  'email',
  'emailconfirmar',
  'nome',
  'empresa',
  'estado',
  'telefone',
  'cidade',
  'seguimento',
  'cargo',
  'cpfCnpj',
  'regime',
  'senha',
  'confirmaSenha',
  'termos',
];

/** The first failing field of an invalid sign-up and the warning naming it. */
export interface SignupFailure {
  field: SignupField;
  warning: string;
}

function warningOf(field: SignupField, error: string): string {
  if (field === 'termos') return error;
  const spec = (SIGNUP_FIRST_FAILURE_MESSAGES as Partial<Record<SignupField, string>>)[field];
  // The spec's warning says the field is missing; a wrong value is named by its label and the field's message.
  if (spec && (error === VALIDATION_MESSAGES.required || field === 'emailconfirmar')) return spec;
  return SIGNUP_MESSAGES.fieldWarning(SIGNUP_FIELD_LABELS[field], error);
}

/**
 * The warning of an invalid sign-up (spec 000 §4, §5), or null when every field among `fields` is valid. Client and
 * server both call it, so the API refuses exactly what the screen refuses, with the same Portuguese words.
 */
export function firstSignupFailure(
  values: SignupValues,
  fields: readonly SignupField[],
): SignupFailure | null {
  for (const field of FAILURE_ORDER) {
    if (!fields.includes(field)) continue;
    const error = RULES[field](values);
    if (error) return { field, warning: warningOf(field, error) };
  }
  return null;
}
