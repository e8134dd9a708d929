import type { ReactNode } from 'react';
import { PasswordInput, Select, TextInput } from '@mantine/core';
import {
  EMAIL_MAX_LENGTH,
  maskCpfCnpj,
  maskPhone,
  MESSAGES,
  normalizeEmail,
  SIGNUP_NAME_MAX_LENGTH,
  SIGNUP_REGIME_OPTIONS,
  type SignupField,
} from '@erp/domain';
import type { SignupFields } from './useSignupForm';

const LABELS = MESSAGES.signup.labels;
const REGIME_DATA = SIGNUP_REGIME_OPTIONS.map((option) => ({
  value: String(option.value),
  label: option.label,
}));

/** The inputs of the company, document, regime, person, phone, e-mail and password fields, by field. */
function accountInputs({
  values,
  setFieldValue: set,
  errors,
}: SignupFields): Partial<Record<SignupField, () => ReactNode>> {
  const email = (field: 'email' | 'emailconfirmar') => () => (
    <TextInput
      label={LABELS[field]}
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      value={values[field]}
      onChange={(e) => set(field, normalizeEmail(e.currentTarget.value).slice(0, EMAIL_MAX_LENGTH))}
      error={errors[field]}
    />
  );
  const name = (field: 'empresa' | 'nome', autoComplete: string) => () => (
    <TextInput
      label={LABELS[field]}
      autoComplete={autoComplete}
      maxLength={SIGNUP_NAME_MAX_LENGTH}
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={errors[field]}
    />
  );
  const password = (field: 'senha' | 'confirmaSenha') => () => (
    <PasswordInput
      label={LABELS[field]}
      autoComplete="new-password"
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={errors[field]}
    />
  );
  return {
    empresa: name('empresa', 'organization'),
    nome: name('nome', 'name'),
    email: email('email'),
    emailconfirmar: email('emailconfirmar'),
    senha: password('senha'),
    confirmaSenha: password('confirmaSenha'),
    cpfCnpj: () => (
      <TextInput
        label={LABELS.cpfCnpj}
        value={values.cpfCnpj}
        onChange={(e) => set('cpfCnpj', maskCpfCnpj(e.currentTarget.value))}
        error={errors.cpfCnpj}
      />
    ),
    regime: () => (
      <Select
        label={LABELS.regime}
        data={REGIME_DATA}
        value={String(values.regime)}
        onChange={(value) => set('regime', Number(value))}
        allowDeselect={false}
        error={errors.regime}
      />
    ),
    telefone: () => (
      <TextInput
        label={LABELS.telefone}
        type="tel"
        autoComplete="tel"
        value={values.telefone}
        onChange={(e) => set('telefone', maskPhone(e.currentTarget.value))}
        error={errors.telefone}
      />
    ),
  };
}

/** The account fields among `fields`, in the order given (the step's screen order). */
export function AccountFields({ form, fields }: { form: SignupFields; fields: readonly SignupField[] }) {
  const inputs = accountInputs(form);
  return (
    <>
      {fields.map((field) => {
        const input = inputs[field];
        return input ? <div key={field}>{input()}</div> : null;
      })}
    </>
  );
}
