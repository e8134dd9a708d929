import { useState } from 'react';
import {
  DEFAULT_REGIME,
  firstSignupFailure,
  signupFieldErrors,
  type SignupFailure,
  type SignupField,
  type SignupValues,
} from '@erp/domain';

/** What the screen holds while the visitor types: the sign-up values, every text kept as typed (masked). */
export type SignupFormValues = Required<{ [K in keyof SignupValues]: NonNullable<SignupValues[K]> }>;

export const EMPTY_SIGNUP: SignupFormValues = {
  email: '',
  emailconfirmar: '',
  nome: '',
  empresa: '',
  telefone: '',
  cpfCnpj: '',
  regime: DEFAULT_REGIME,
  senha: '',
  confirmaSenha: '',
  estado: '',
  cidade: '',
  seguimento: '',
  cargo: '',
  termos: false,
};

export interface SignupForm {
  values: SignupFormValues;
  set<K extends keyof SignupFormValues>(field: K, value: SignupFormValues[K]): void;
  /** Field messages: none until the first submit (spec 000 §5), then they follow the values. */
  errors: Partial<Record<SignupField, string>>;
  /** Marks the form submitted and answers the first failure among `fields`, or null when they are all valid. */
  check(fields: readonly SignupField[]): SignupFailure | null;
}

/** The sign-up form's state, validated by the domain's sign-up rules (the same the API applies). */
export function useSignupForm(fields: readonly SignupField[]): SignupForm {
  const [values, setValues] = useState<SignupFormValues>(EMPTY_SIGNUP);
  const [submitted, setSubmitted] = useState<readonly SignupField[]>([]);
  return {
    values,
    set: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    errors: signupFieldErrors(
      values,
      fields.filter((field) => submitted.includes(field)),
    ),
    check(checked) {
      setSubmitted((current) => [...new Set([...current, ...checked])]);
      return firstSignupFailure(values, checked);
    },
  };
}
